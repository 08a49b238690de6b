import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-context.ts';
import { apiConnections, apiKeys, importJobs } from '../db/schema/index.ts';
import { noProgress } from '../jobs/job-progress.ts';
import { createApiKey } from '../modules/api-keys/api-keys.service.ts';
import { type FlatImportRow, writeImportFile } from '../modules/imports/formats/index.ts';
import { importKeys } from '../modules/imports/import-job-row.ts';
import { createImportJobRow } from '../modules/imports/import-jobs.service.ts';
import { runImportPhase } from '../modules/imports/import-phase.ts';
import { putBuffer } from '../storage/file-storage.ts';
import { demoMaintenanceBucket } from './demo-maintenance.ts';
import { DEMO_SHIPS } from './demo-organisation.ts';

/** A week of provisions and spares ordered for the demo's surveyed ship, as its procurement system sends them. */
function demoOrderRows(imo: string, week: number, broken: boolean): FlatImportRow[] {
  const articles = [
    ['IMPA-390101', '390101', 'Rice long grain 25 kg', 'bag'],
    ['IMPA-651201', '651201', 'Gasket sheet non-asbestos 1.5 mm', 'sht'],
    ['IMPA-530201', '530201', 'Copy paper A4', 'box'],
    ['IMPA-250301', '250301', 'Antifouling paint red 20 l', 'can'],
  ] as const;
  return articles.map(([extid, impa, name, unit], index) => ({
    'vessel.imo_number': imo,
    'supplier.extid': 'ERP-SUP-042',
    'supplier.name': 'Baltic Ship Supply',
    'supplier.contact_email': 'orders@baltic-supply.example',
    'article.extid': extid,
    'article.impa_number': impa,
    'article.name': name,
    'purchase_order.extid': `ERP-PO-${week}`,
    'purchase_order.order_number': `PO-2026-${week}`,
    'purchase_order.status': 'confirmed',
    'purchase_order.ordered_at': new Date(Date.UTC(2026, 10, 2 + week)),
    'purchase_order_item.extid': `ERP-PO-${week}-${index + 1}`,
    // The waiting simulation shows what its log is for: one quantity nobody can read.
    'purchase_order_item.quantity_ordered': broken && index === 1 ? 'two' : 2 + index,
    'purchase_order_item.quantity_unit': unit,
  }));
}

async function fileOf(rows: FlatImportRow[]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeImportFile('spreadsheet', 'flat', rows, out);
  return Buffer.concat(chunks);
}

/**
 * The demo company's imports: one file imported (its orders in the lists), one simulated and
 * waiting to be run or discarded, an API key and a paused API connection. Once per database.
 */
export async function ensureDemoImports(deps: AppDeps, props: { expertId: string }) {
  const bucket = await demoMaintenanceBucket(deps.db);
  if (!bucket) return;
  const [existing] = await deps.db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(eq(importJobs.bucketId, bucket.id));
  if (existing) return;
  const imo = DEMO_SHIPS[0].imo;
  for (const [week, broken] of [
    [1, false],
    [2, true],
  ] as const) {
    const created = await createImportJobRow(deps, {
      bucketId: bucket.id,
      fileType: 'spreadsheet',
      source: null,
      fileName: `erp-orders-week-${week}.xlsx`,
      requestedBy: props.expertId,
    });
    // Stored and worked here rather than queued: the demo is complete when the app answers its first request.
    const data = await fileOf(demoOrderRows(imo, week, broken));
    const fileKey = importKeys.file(bucket.id, created.id);
    await putBuffer(deps.files, fileKey, { data, contentType: 'application/octet-stream' });
    const [simulating] = await deps.db
      .update(importJobs)
      .set({
        fileKey,
        fileSize: data.length,
        status: 'simulating',
        currentPhase: 'simulation',
        pendingAt: deps.now(),
        startedAt: deps.now(),
      })
      .where(eq(importJobs.id, created.id))
      .returning();
    if (!simulating) continue;
    await runImportPhase(deps, { job: simulating, phase: 'simulation', progress: noProgress });
    if (broken) continue;
    const [simulated] = await deps.db
      .update(importJobs)
      .set({ status: 'running', currentPhase: 'import', startedAt: deps.now() })
      .where(eq(importJobs.id, created.id))
      .returning();
    if (simulated) await runImportPhase(deps, { job: simulated, phase: 'import', progress: noProgress });
  }
  const [key] = await deps.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.bucketId, bucket.id));
  if (!key)
    await createApiKey(deps, { bucketId: bucket.id, name: 'ERP export (demo)', userId: props.expertId });
  await deps.db.insert(apiConnections).values({
    bucketId: bucket.id,
    name: 'Nightly ERP pull (paused)',
    url: 'https://erp.example/exports/ihm.jsonl',
    fileType: 'jsonlines',
    schedule: 'daily',
    disabled: true,
    createdByUserId: props.expertId,
  });
}
