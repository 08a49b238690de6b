// Automatic rules at the size of a service company, through the real app, on real PostgreSQL.
// Run: npm run bench rules (BENCH_DATABASE_URL; the bench creates and drops `keelson_bench_rules`).
//
// 1. A company with the fleet catalog and ~100,000 order items (the demo's fleet generator),
//    evaluated by the engine.
// 2. Storing 10,000 new items through the API (20 orders of 500), in alternating rounds without
//    working rules (disabled) and with 5 active rules (together matching about 7 % of the items);
//    medians of 3. Goal (issue 16): the rules add < 10 % to the time.
// 3. A batch job (POST …/batch-jobs) over every item of the company, worked off in this process.
//    Goal: < 30 s for 100,000 items.

import { count, eq, isNotNull } from 'drizzle-orm';
import {
  articles,
  categories,
  checkResults,
  purchaseOrderItems,
  purchaseOrders,
  ruleApplications,
  rules,
  suppliers,
  vessels,
} from '../apps/server/src/db/schema/index.ts';
import { chunks, fleetCatalog, fleetOrders } from '../apps/server/src/demo/fleet-generator.ts';
import { reevaluateOrderItems } from '../apps/server/src/modules/order-items/item-evaluation.service.ts';
import { ruleBatchJob } from '../apps/server/src/modules/rules/rule-batch.job.ts';
import { auth, createBucket, createTeam, createUser } from '../apps/server/test/factories.ts';
import { benchApp, benchDatabase } from './bench-support.ts';

const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const NEW_ORDERS = 20;
const ITEMS_PER_ORDER = 500;
const ROUNDS = 3;

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const { handle, drop } = await benchDatabase('keelson_bench_rules');
const { app, deps, close } = await benchApp(handle);
try {
  const db = handle.db;
  const now = new Date();
  const manager = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: manager, role: 'legal' }],
  });
  const bucket = await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' });
  const catalog = fleetCatalog({ seed: 7, bucketId: bucket.id, vessels: 20 });
  await db.insert(categories).values(catalog.categories.map(({ key: _key, ...row }) => row));
  await db.insert(articles).values(catalog.articles.map(({ categoryKey: _c, unit: _u, ...row }) => row));
  await db.insert(suppliers).values(catalog.suppliers);
  await db.insert(vessels).values(catalog.vessels);
  const orders = fleetOrders(catalog, {
    seed: 8,
    bucketId: bucket.id,
    now,
    orders: Math.ceil(TARGET_ITEMS / 8),
    maxItems: 15,
  });
  for (const rows of chunks(orders.orders, 1000)) await db.insert(purchaseOrders).values(rows);
  for (const rows of chunks(orders.items, 1000)) await db.insert(purchaseOrderItems).values(rows);
  for (const rows of chunks(orders.checks, 1000)) await db.insert(checkResults).values(rows);
  for (const ids of chunks(
    orders.items.map((item) => item.id),
    2000,
  ))
    await reevaluateOrderItems(db, ids, now);
  log(`${orders.items.length} items in ${orders.orders.length} orders, evaluated`);

  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, payload, headers: auth(manager) });
  const vesselId = catalog.vessels[0]?.id as string;
  const store = async (label: string) => {
    const t0 = performance.now();
    for (let n = 0; n < NEW_ORDERS; n++) {
      const res = await call('POST', `/ihm/maint/companies/${bucket.id}/purchase-orders`, {
        vessel_id: vesselId,
        order_number: `BENCH-${label}-${n}`,
        items: Array.from({ length: ITEMS_PER_ORDER }, (_, i) => ({
          article_id: catalog.articles[(n * ITEMS_PER_ORDER + i) % catalog.articles.length]?.id,
          quantity_ordered: 1,
        })),
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    return performance.now() - t0;
  };
  await store('warm-up');
  const byName = new Map(catalog.categories.map((category) => [category.key, category.id]));
  const ruleBodies = [
    ['Stationery', 'paper', 'ihm_order_item.select_category_and_close_review', byName.get('stationery')],
    ['Pens', 'pen', 'ihm_order_item.select_category', byName.get('stationery')],
    ['Provisions', 'coffee', 'ihm_order_item.select_category_and_close_review', byName.get('provisions')],
    ['Ropes', 'rope', 'ihm_order_item.select_category', byName.get('ropes')],
    ['Lamps', 'lamp -led', 'ihm_order_item.select_category', byName.get('lighting')],
  ] as const;
  const ruleIds: string[] = [];
  for (const [label, search, action, categoryId] of ruleBodies) {
    const res = await call('POST', `/ihm/maint/buckets/${bucket.id}/rules`, {
      label,
      subject_filter: { search },
      action,
      category_id: categoryId,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    ruleIds.push(res.json().id);
    await call('POST', `/ihm/maint/buckets/${bucket.id}/rules/${res.json().id}/confirm`);
  }
  const switchRules = async (on: boolean) => {
    for (const id of ruleIds)
      await call('POST', `/ihm/maint/buckets/${bucket.id}/rules/${id}/${on ? 'enable' : 'disable'}`);
  };
  // Rounds alternate, so the table's growth and the machine's noise fall on both sides alike.
  const plain: number[] = [];
  const ruled: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await switchRules(false);
    plain.push(await store(`plain-${round}`));
    await switchRules(true);
    ruled.push(await store(`ruled-${round}`));
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const [applied] = await db.select({ n: count() }).from(ruleApplications);
  log(
    `storing ${NEW_ORDERS * ITEMS_PER_ORDER} items, median of ${ROUNDS}: ${Math.round(median(plain))} ms without rules, ` +
      `${Math.round(median(ruled))} ms with 5 active rules (${applied?.n ?? 0} changes in all) — ` +
      `${(((median(ruled) - median(plain)) / median(plain)) * 100).toFixed(1)} % more (goal < 10 %)`,
  );

  const [total] = await db
    .select({ n: count() })
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.bucketId, bucket.id));
  const batch = await call('POST', `/ihm/maint/buckets/${bucket.id}/batch-jobs`, {
    label: 'Gaskets',
    subject_filter: { search: 'gasket' },
    action: 'ihm_order_item.select_category',
    category_id: byName.get('gaskets'),
  });
  if (batch.statusCode !== 202) throw new Error(batch.body);
  const t0 = performance.now();
  await deps.jobs.workOff(ruleBatchJob);
  const batchMs = performance.now() - t0;
  const [changed] = await db
    .select({ n: count() })
    .from(ruleApplications)
    .where(isNotNull(ruleApplications.jobId));
  log(
    `batch job over ${total?.n ?? 0} items: ${(batchMs / 1000).toFixed(1)} s, ${changed?.n ?? 0} changed (goal < 30 s)`,
  );
  const [ruleCount] = await db.select({ n: count() }).from(rules);
  log(`${ruleCount?.n ?? 0} rules in the company`);
} finally {
  await close();
  await drop();
}
