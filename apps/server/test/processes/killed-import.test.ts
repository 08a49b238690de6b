import { Readable } from 'node:stream';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buckets, importJobs, purchaseOrderItems, vessels } from '../../src/db/schema/index.ts';
import { createImportJob } from '../../src/modules/imports/import-jobs.service.ts';
import type { Runtime } from '../../src/runtime.ts';
import { flatRow, flatWorkbook, IMO } from '../import-files.ts';
import { openProcessWorld, stopChild } from './child-process.ts';

// A dead worker holds an import phase this long before another worker gets it (set before the job is defined).
vi.hoisted(() => {
  process.env.IMPORT_JOB_TIMEOUT_SECONDS = '4';
});

const ROWS = 10_000;
const BATCH = 1000;

describe('a worker killed in the middle of an import', () => {
  let world: Awaited<ReturnType<typeof openProcessWorld>>;
  let runtime: Runtime;

  beforeAll(async () => {
    world = await openProcessWorld('killed-import', { IMPORT_JOB_TIMEOUT_SECONDS: '4' });
    runtime = world.runtime;
  }, 60_000);
  afterAll(() => world?.close());

  it('leaves whole batches only, and the retried run finishes the file without doubles', async () => {
    const { db } = runtime.deps;
    const [bucket] = await db
      .insert(buckets)
      .values({ name: 'Killed import', type: 'ihm_maint' })
      .returning();
    if (!bucket) throw new Error('no bucket');
    await db.insert(vessels).values({ bucketId: bucket.id, name: 'MV Petrel', imo: IMO.petrel });
    const rows = Array.from({ length: ROWS }, (_, index) =>
      flatRow({
        order: `PO-${Math.floor(index / 10)}`,
        item: `IT-${index}`,
        impa: String(550000 + (index % 300)),
      }),
    );
    const job = await createImportJob(runtime.deps, {
      bucketId: bucket.id,
      fileType: 'spreadsheet',
      source: null,
      fileName: 'big.xlsx',
      autoRun: true,
      requestedBy: null,
      input: Readable.from(await flatWorkbook(rows)),
    });
    const state = async () => {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, job.id));
      const [items] = await db
        .select({ all: count(), distinct: countDistinct(purchaseOrderItems.extid) })
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.bucketId, bucket.id));
      return {
        status: row?.status,
        committed: row?.committedRows ?? 0,
        items: items?.all ?? 0,
        distinct: items?.distinct ?? 0,
      };
    };

    const first = world.startWorker();
    await expect
      .poll(async () => (await state()).committed, { timeout: 120_000, interval: 50 })
      .toBeGreaterThan(0);
    await stopChild(first, 'SIGKILL');
    const killed = await state();
    expect(killed.status).toBe('running');
    expect(killed.committed).toBeLessThan(ROWS);
    // What is stored is exactly the committed batches: no half batch.
    expect(killed.committed % BATCH).toBe(0);
    expect(killed.items).toBe(killed.committed);

    const _second = world.startWorker();
    await expect
      .poll(async () => (await state()).status, { timeout: 150_000, interval: 500 })
      .toBe('finished');
    const done = await state();
    expect(done).toMatchObject({ committed: ROWS, items: ROWS, distinct: ROWS });
    const [finished] = await db
      .select({ statistics: importJobs.statistics })
      .from(importJobs)
      .where(and(eq(importJobs.id, job.id)));
    expect(finished?.statistics).toMatchObject({
      counts: { entities: { purchase_order_item: { added: ROWS, failed: 0 } } },
    });
  }, 300_000);
});
