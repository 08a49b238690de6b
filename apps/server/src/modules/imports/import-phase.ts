import { type Readable, Transform } from 'node:stream';
import {
  IMPORT_SETTINGS,
  type ImportPhase,
  type ImportProblem,
  type ImportRow,
  importResult,
  nothingToImport,
  unknownVesselsFailure,
} from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { buckets, importJobs, vessels } from '../../db/schema/index.ts';
import type { ProgressReporter } from '../../jobs/job-progress.ts';
import { ImportFileError, readImportRows } from './formats/index.ts';
import { planBatch } from './import-batch.ts';
import { type ImportJobRow, importKeys, type StoredStatistics } from './import-job-row.ts';
import { ImportLog } from './import-log.ts';
import { ImportState } from './import-state.ts';
import { writePlan } from './import-writes.ts';

const isProblem = (entry: ImportRow | ImportProblem): entry is ImportProblem => 'message' in entry;

/** Counts the bytes flowing through, so progress follows the file rather than a row count nobody knows in advance. */
function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return {
    stream,
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Asks the source for up to `size` entries ahead of the consumer: the file is parsed while the
 * previous batch's transaction waits on the database, so reading and writing overlap.
 */
async function* readAhead<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const pending: Promise<IteratorResult<T>>[] = [];
  try {
    for (let i = 0; i < size; i++) pending.push(iterator.next());
    for (;;) {
      const next = await pending.shift();
      if (!next || next.done) return;
      pending.push(iterator.next());
      yield next.value;
    }
  } finally {
    // The consumer stopped early (a fatal error): the reader closes its file.
    await iterator.return?.(undefined);
  }
}

/**
 * One phase of an import job. The simulation reads the whole file and writes nothing but the job's
 * statistics and log; the run reads it again and writes each batch of rows in one transaction
 * together with the job's committed row count, so a worker killed at any moment leaves whole
 * batches, and the retried run starts after the last one committed.
 */
export async function runImportPhase(
  deps: AppDeps,
  props: { job: ImportJobRow; phase: ImportPhase; progress: ProgressReporter },
): Promise<{ failure: string | null }> {
  const { job, phase } = props;
  const resumeAfter = phase === 'import' ? job.committedRows : 0;
  const saved = job.statistics as StoredStatistics;
  const knownVessels = await deps.db
    .select({ id: vessels.id, imo: vessels.imo, extid: vessels.extid, name: vessels.name })
    .from(vessels)
    .where(eq(vessels.bucketId, job.bucketId));
  const log = await ImportLog.open();
  const state = new ImportState(knownVessels, (problem) => log.write(problem));
  if (resumeAfter > 0 && saved.counts) Object.assign(state.counts, saved.counts);
  const file = job.fileKey ? await deps.files.get(job.fileKey) : undefined;
  const counter = byteCounter();
  let fatal: string | null = file ? null : 'The uploaded file is missing';
  let committed = resumeAfter;
  let index = 0;
  let batch: ImportRow[] = [];
  // A run knows how many rows the simulation read; a simulation of a text file follows its bytes. A
  // workbook is copied to disk before its rows are read, so its bytes say nothing: its bar shows rows only.
  const simulatedRows = phase === 'import' ? (saved.simulatedRows ?? saved.counts?.rowsRead ?? 0) : 0;
  const progressOf = () => {
    if (simulatedRows > 0) return Math.min(1, state.counts.rowsRead / simulatedRows);
    if (job.fileType === 'spreadsheet' || !job.fileSize) return 0;
    return Math.min(1, counter.bytes / job.fileSize);
  };
  const statistics = (result: StoredStatistics['result']): StoredStatistics => ({
    counts: state.counts,
    phase,
    result,
    ...(phase === 'import' ? { simulatedRows } : {}),
  });

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const now = deps.now();
    if (phase === 'simulation') {
      await planBatch(deps.db, { bucketId: job.bucketId, source: job.source, state, rows, now });
      await deps.db
        .update(importJobs)
        .set({ progress: progressOf(), statistics: statistics(null) })
        .where(eq(importJobs.id, job.id));
    } else {
      await deps.db.transaction(async (tx) => {
        const plan = await planBatch(tx, { bucketId: job.bucketId, source: job.source, state, rows, now });
        await writePlan(tx, { bucketId: job.bucketId, plan, now });
        committed += rows.length;
        await tx
          .update(importJobs)
          .set({ committedRows: committed, progress: progressOf(), statistics: statistics(null) })
          .where(eq(importJobs.id, job.id));
      });
    }
    await props.progress.report({ phase, processed: state.counts.rowsRead });
  };

  try {
    if (file) {
      const source = file.body.pipe(counter.stream);
      for await (const entry of readAhead(
        readImportRows(source as Readable, {
          fileType: job.fileType,
          source: job.source,
        }),
        IMPORT_SETTINGS.batchRows,
      )) {
        if (isProblem(entry)) {
          // Problems of rows a resumed run already passed were logged by the attempt that read them.
          state.problem(entry);
          continue;
        }
        index += 1;
        if (index <= resumeAfter) continue;
        batch.push(entry);
        if (batch.length >= IMPORT_SETTINGS.batchRows) await flush();
      }
      await flush();
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) {
      await log.discard();
      throw error;
    }
    fatal = error.message;
  }
  if (fatal) log.write({ sheet: null, row: null, column: null, value: null, message: fatal });
  const failure =
    fatal ??
    (phase === 'simulation' ? (unknownVesselsFailure(state.counts) ?? nothingToImport(state.counts)) : null);
  if (failure && !fatal) log.write({ sheet: null, row: null, column: null, value: null, message: failure });
  const logKey = importKeys.log(job.bucketId, job.id, phase);
  const logSize = await log.store(deps.files, logKey);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(importJobs)
      .set({
        logKey,
        logSize,
        progress: 1,
        statistics: statistics(importResult(state.counts, failure !== null)),
        error: failure,
        ...(failure
          ? { status: 'failed', finishedAt: now }
          : phase === 'simulation'
            ? { status: 'simulated', simulatedAt: now }
            : { status: 'finished', finishedAt: now }),
      })
      .where(eq(importJobs.id, job.id));
    if (phase === 'import' && committed > 0) {
      await tx.update(buckets).set({ lastImportAt: now }).where(eq(buckets.id, job.bucketId));
    }
  });
  return { failure };
}
