import type { Readable } from 'node:stream';
import { IMPORT_SETTINGS, type ImportFileType, type ImportSource } from '@keelson/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { importJobs } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { storeUpload } from '../../storage/upload-body.ts';
import { importJob, queueImportRun } from './import.job.ts';
import { type ImportJobRow, importKeys } from './import-job-row.ts';

export type NewImportJob = {
  bucketId: string;
  fileType: ImportFileType;
  source: ImportSource | null;
  fileName: string;
  extid?: string | null;
  type?: 'file' | 'api_connection';
  apiConnectionId?: string | null;
  autoRun?: boolean;
  requestedBy: string | null;
};

/** A new job waiting for its file, numbered after the company's last one. */
export async function createImportJobRow(deps: AppDeps, props: NewImportJob): Promise<ImportJobRow> {
  return deps.db.transaction(async (tx) => {
    // One company's numbers are handed out one at a time: the lock is the company's row.
    await tx.execute(sql`select id from buckets where id = ${props.bucketId} for update`);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${importJobs.number}), 0)` })
      .from(importJobs)
      .where(eq(importJobs.bucketId, props.bucketId));
    const [row] = await tx
      .insert(importJobs)
      .values({
        bucketId: props.bucketId,
        number: Number(last?.number ?? 0) + 1,
        extid: props.extid ?? null,
        type: props.type ?? 'file',
        fileType: props.fileType,
        source: props.source,
        fileName: props.fileName,
        apiConnectionId: props.apiConnectionId ?? null,
        autoRun: props.autoRun ?? false,
        createdByUserId: props.requestedBy,
      })
      .returning();
    if (!row) throw new Error('import job not created');
    return row;
  });
}

/**
 * Stores a job's file as it streams in (413 past the limit, nothing kept) and queues its
 * simulation; 409 when the job has its file already.
 */
export async function storeImportFile(
  deps: AppDeps,
  props: { job: ImportJobRow; body: Readable; requestedBy: string | null },
): Promise<ImportJobRow> {
  const { job } = props;
  if (job.status !== 'created') throw conflict('This import job has its file already');
  const key = importKeys.file(job.bucketId, job.id);
  const { size } = await storeUpload(deps.files, {
    key,
    body: props.body,
    contentType: 'application/octet-stream',
    maxBytes: IMPORT_SETTINGS.maxFileBytes,
  });
  const saved = await deps.db.transaction(async (tx) => {
    const jobRunId = await deps.jobs.send(
      importJob,
      { importJobId: job.id, phase: 'simulation' as const },
      { tx, requestedBy: props.requestedBy ?? undefined },
    );
    const [row] = await tx
      .update(importJobs)
      .set({ fileKey: key, fileSize: size, status: 'pending', pendingAt: deps.now(), jobRunId })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'created')))
      .returning();
    if (!row) throw conflict('This import job has its file already');
    return row;
  });
  deps.jobs.nudge(importJob);
  return saved;
}

/** A job of a file that came in another way than an upload (an API connection's pull): created, stored, simulated, then run. */
export async function createImportJob(deps: AppDeps, props: NewImportJob & { input: Readable }) {
  const row = await createImportJobRow(deps, props);
  return storeImportFile(deps, { job: row, body: props.input, requestedBy: props.requestedBy });
}

export async function runImportJob(deps: AppDeps, props: { job: ImportJobRow; requestedBy: string | null }) {
  const row = await deps.db.transaction((tx) =>
    queueImportRun(deps, tx, { jobId: props.job.id, requestedBy: props.requestedBy }),
  );
  deps.jobs.nudge(importJob);
  return row;
}

/** Discards a simulated job: nothing was written, its file is removed; the log stays to be read. */
export async function discardSimulation(deps: AppDeps, job: ImportJobRow) {
  const [row] = await deps.db
    .update(importJobs)
    .set({ status: 'discarded', cancelledAt: deps.now(), fileKey: null })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'simulated')))
    .returning();
  if (!row) throw conflict('Only a simulated import job can be discarded');
  if (job.fileKey) await deps.files.delete(job.fileKey);
  return row;
}
