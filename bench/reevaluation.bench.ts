// Re-evaluation of every item of a company on a million items: the `evaluation-refresh` job's
// handler as the worker runs it (batches of 500 in id order, one transaction each), timed whole
// and per batch (a batch's transaction is the longest any list waits on its rows). Three runs:
// nothing changed; after the most used category turned from relevant to not relevant; after it
// turned back. Same database as the orders bench (bench/orders-database.ts): run
// `BENCH_KEEP=1 npm run bench orders` once, then `BENCH_REUSE=1 npm run bench reevaluation`.
import { EVALUATION_VERSION } from '@keelson/domain';
import type { AppDeps } from '../apps/server/src/app-context.ts';
import { evaluationRefreshJob } from '../apps/server/src/modules/order-items/evaluation-refresh.job.ts';
import { percentile } from './bench-support.ts';
import { openOrdersBenchDatabase } from './orders-database.ts';

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

const { pool, db, bucketId, close: closeDatabase } = await openOrdersBenchDatabase(log);
try {
  const [{ items, category, categoryItems }] = (
    await pool.query(
      `select (select count(*) from purchase_order_items where bucket_id = $1)::int as items,
         c.id as category, c.n::int as "categoryItems"
       from (select i.selected_article_category_id as id, count(*) as n from purchase_order_items i
             join categories k on k.id = i.selected_article_category_id and k.relevancy = 'relevant'
             where i.bucket_id = $1 group by 1 order by 2 desc limit 1) c`,
      [bucketId],
    )
  ).rows;
  log(`data: ${items} items; the most used relevant category has ${categoryItems}`);

  const changedRows = async () =>
    Number(
      (
        await pool.query(
          `select n_tup_upd::bigint as n from pg_stat_user_tables where relname = 'purchase_order_items'`,
        )
      ).rows[0]?.n ?? 0,
    );
  const refresh = async (name: string) => {
    const batches: number[] = [];
    let last = performance.now();
    const updatedBefore = await changedRows();
    const t0 = performance.now();
    await evaluationRefreshJob.handler({
      id: 'bench',
      attempt: 1,
      data: { bucketId, version: EVALUATION_VERSION },
      deps: { db, now: () => new Date() } as unknown as AppDeps,
      progress: {
        report: async () => {
          const at = performance.now();
          batches.push(at - last);
          last = at;
        },
      },
    });
    const seconds = (performance.now() - t0) / 1000;
    // The statistics collector reports late: wait for it before reading what was written.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const updated = (await changedRows()) - updatedBefore;
    batches.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s ${Math.round(items / seconds)
        .toString()
        .padStart(
          7,
        )} items/s  rows written ${String(updated).padStart(8)}  batch p50 ${percentile(batches, 50).toFixed(0)} / p95 ${percentile(batches, 95).toFixed(0)} / max ${percentile(batches, 100).toFixed(0)} ms`,
    );
  };
  console.log(`\n${'refresh of every item of the company'.padEnd(44)}    time    rate`);
  await refresh('nothing changed');
  await pool.query(`update categories set relevancy = 'not_relevant' where id = $1`, [category]);
  await refresh(`category relevant → not relevant`);
  await pool.query(`update categories set relevancy = 'relevant' where id = $1`, [category]);
  await refresh(`and back to relevant`);
  log('done');
} finally {
  await closeDatabase();
}
