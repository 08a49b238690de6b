// An ihm.flat workbook of 100,000 rows through a real worker process, on real PostgreSQL.
// Run: npm run bench imports (BENCH_DATABASE_URL; the bench creates and drops `keelson_bench_imports`).
//
// 1. A company with 20 vessels, 100,000 rows over 10,000 orders, 400 suppliers and 3,000 articles,
//    written as one xlsx by exceljs; the file goes through the API (create, PUT file).
// 2. A worker process (src/worker.ts) simulates it, then runs it (POST …/run): each item is
//    stored, checked by the rules and evaluated. Goal (issue 15): < 60 s for the run, the worker's
//    peak resident memory (VmHWM) < 500 MB.
// 3. With BENCH_REIMPORT=1, the same file again with every quantity changed: simulated and run, so
//    that every item is an update.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { importJobs, purchaseOrderItems, vessels } from '../apps/server/src/db/schema/index.ts';
import { auth, createBucket, createTeam, createUser } from '../apps/server/test/factories.ts';
import { flatRow, flatWorkbook } from '../apps/server/test/import-files.ts';
import { benchApp, benchDatabase } from './bench-support.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const VESSELS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../apps/server');

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** Valid IMO numbers: six digits and their check digit. */
function imo(index: number) {
  const digits = String(9_000_00 + index * 37).padStart(6, '0');
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (7 - i), 0);
  return `${digits}${sum % 10}`;
}

const { handle, url: databaseUrl, drop } = await benchDatabase('keelson_bench_imports');
const { app, deps, close } = await benchApp(handle);
let worker: ReturnType<typeof spawn> | null = null;
try {
  const db = handle.db;
  const manager = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: manager, role: 'legal' }],
  });
  const bucket = await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' });
  await db.insert(vessels).values(
    Array.from({ length: VESSELS }, (_, index) => ({
      bucketId: bucket.id,
      name: `MV Bench ${index}`,
      imo: imo(index),
    })),
  );
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const order = Math.floor(index / 10);
    return flatRow({
      imo: imo(order % VESSELS),
      order: `PO-${order}`,
      item: `IT-${index}`,
      supplier: `SUP-${order % 400}`,
      impa: String(100_000 + (index % 3000)),
      article: `Article ${index % 3000}`,
      quantity: 1 + (index % 9),
    });
  });
  const file = await flatWorkbook(rows);
  log(`${ROWS.toLocaleString('en')} rows written as xlsx: ${(file.length / 1e6).toFixed(1)} MB`);

  const headers = auth(manager);
  const upload = async (body: Buffer) => {
    const created = await app.inject({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${bucket.id}/import-jobs`,
      headers,
      payload: { file_type: 'spreadsheet', file_name: 'bench.xlsx' },
    });
    const id = created.json().id as string;
    await app.inject({
      method: 'PUT',
      url: `/api/ihm/maint/import-jobs/${id}/file`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
    return id;
  };
  const jobId = await upload(file);

  // As `npm run worker` starts it: a bounded heap makes V8 collect sooner (484 MB peak without).
  worker = spawn(
    process.execPath,
    ['--max-old-space-size=384', '--import', 'tsx', path.join(serverRoot, 'src/worker.ts')],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: deps.config.dataDir,
        FILE_URL_SECRET: deps.config.fileUrlSecret,
        KEELSON_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );
  const peak = () => {
    const status = readFileSync(`/proc/${worker?.pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  const until = async (status: string, id = jobId) => {
    const from = performance.now();
    for (;;) {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      if (row?.status === status) return { row, seconds: (performance.now() - from) / 1000 };
      if (row?.status === 'failed') throw new Error(`the import failed: ${row.error}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const simulated = await until('simulated');
  log(
    `simulation (worker start included): ${simulated.seconds.toFixed(1)} s, peak RSS so far ${peak().toFixed(0)} MB`,
  );
  await app.inject({ method: 'POST', url: `/api/ihm/maint/import-jobs/${jobId}/run`, headers });
  const done = await until('finished');
  const [stored] = await db
    .select({ items: count() })
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.bucketId, bucket.id), isNotNull(purchaseOrderItems.evaluation)));
  log(
    `run: ${done.seconds.toFixed(1)} s for ${stored?.items.toLocaleString('en')} evaluated items ` +
      `(${Math.round((stored?.items ?? 0) / done.seconds).toLocaleString('en')} rows/s; goal < 60 s); ` +
      `worker peak RSS ${peak().toFixed(0)} MB (goal < 500 MB)`,
  );

  if (process.env.BENCH_REIMPORT) {
    // The same file with every quantity changed: every item (and nothing else) is an update.
    const changed = await flatWorkbook(
      rows.map((row) => ({
        ...row,
        'purchase_order_item.quantity_ordered': Number(row['purchase_order_item.quantity_ordered']) + 1,
      })),
    );
    const again = await upload(changed);
    const resimulated = await until('simulated', again);
    await app.inject({ method: 'POST', url: `/api/ihm/maint/import-jobs/${again}/run`, headers });
    const rerun = await until('finished', again);
    const stats = rerun.row.statistics as { counts?: { entities?: Record<string, Record<string, number>> } };
    log(
      `re-import with every quantity changed: simulation ${resimulated.seconds.toFixed(1)} s, run ${rerun.seconds.toFixed(1)} s ` +
        `(${stats.counts?.entities?.purchase_order_item?.changed?.toLocaleString('en')} items changed); ` +
        `worker peak RSS ${peak().toFixed(0)} MB`,
    );
  }
} finally {
  worker?.kill('SIGKILL');
  await close();
  await drop();
}
