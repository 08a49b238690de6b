// A company with a million order items on PostgreSQL, for the orders-list and fleet benches: a
// seeded template of the demo's generator evaluated by the engine, then replicated set-based across
// the company's ships (each copy's orders on another ship), then VACUUM ANALYZE.
import type pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  articles,
  categories,
  checkResults,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../apps/server/src/db/schema/index.ts';
import { chunks, fleetCatalog, fleetOrders } from '../apps/server/src/demo/fleet-generator.ts';
import { reevaluateOrderItems } from '../apps/server/src/modules/order-items/item-evaluation.service.ts';

const TEMPLATE_ORDERS = 2_000;
const COPIES_PER_STATEMENT = 8;

export async function millionItems(props: {
  db: Database;
  pool: pg.Pool;
  bucketId: string;
  vessels: number;
  projectIds?: readonly string[];
  targetItems: number;
  now: Date;
  log: (line: string) => void;
}) {
  const { db, log } = props;
  const catalog = fleetCatalog({
    seed: 42,
    bucketId: props.bucketId,
    vessels: props.vessels,
    projectIds: props.projectIds,
  });
  await db.insert(categories).values(catalog.categories.map(({ key: _key, ...row }) => row));
  await db.insert(articles).values(catalog.articles.map(({ categoryKey: _c, unit: _u, ...row }) => row));
  await db.insert(suppliers).values(catalog.suppliers);
  await db.insert(vessels).values(catalog.vessels);

  const template = fleetOrders(catalog, {
    seed: 43,
    bucketId: props.bucketId,
    now: props.now,
    orders: TEMPLATE_ORDERS,
    maxItems: 15,
  });
  for (const rows of chunks(template.orders, 1000)) await db.insert(purchaseOrders).values(rows);
  for (const rows of chunks(template.items, 1000)) await db.insert(purchaseOrderItems).values(rows);
  for (const rows of chunks(template.checks, 1000)) await db.insert(checkResults).values(rows);
  for (const ids of chunks(
    template.items.map((item) => item.id),
    2000,
  ))
    await reevaluateOrderItems(db, ids, props.now);
  log(`template: ${template.orders.length} orders, ${template.items.length} items evaluated by the engine`);

  const copies = Math.max(0, Math.ceil(props.targetItems / template.items.length) - 1);
  const client = await props.pool.connect();
  try {
    const columns = async (table: string, skip: string[]) =>
      (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows
        .map((row) => `"${row.column_name}"`)
        .filter((name) => !skip.includes(name));
    const orderColumns = await columns('purchase_orders', ['"id"', '"vessel_id"', '"order_number"']);
    const itemColumns = await columns('purchase_order_items', [
      '"id"',
      '"order_id"',
      '"created_at"',
      '"search_text"',
    ]);
    const checkColumns = await columns('order_item_check_results', ['"id"', '"order_item_id"']);
    await client.query(
      `create temp table template_orders as select o.id, v.n from purchase_orders o
       join (select id, (row_number() over (order by id))::int - 1 as n from vessels) v on v.id = o.vessel_id`,
    );
    await client.query(
      `create temp table vessel_numbers as select id, (row_number() over (order by id))::int - 1 as n from vessels`,
    );
    for (let from = 1; from <= copies; from += COPIES_PER_STATEMENT) {
      const to = Math.min(copies, from + COPIES_PER_STATEMENT - 1);
      await client.query('begin');
      await client.query(
        `create temp table om on commit drop as
         select c, t.id as src, gen_random_uuid() as dst, vn.id as vessel_id
         from generate_series(${from}, ${to}) as c cross join template_orders t
         join vessel_numbers vn on vn.n = (t.n + c) % ${props.vessels}`,
      );
      await client.query(
        `insert into purchase_orders (id, vessel_id, order_number, ${orderColumns.join(', ')})
         select om.dst, om.vessel_id, o.order_number || '-' || om.c, ${orderColumns.map((c) => `o.${c}`).join(', ')}
         from om join purchase_orders o on o.id = om.src`,
      );
      await client.query(
        `create temp table im on commit drop as
         select om.c, i.id as src, gen_random_uuid() as dst, om.dst as order_dst
         from om join purchase_order_items i on i.order_id = om.src`,
      );
      await client.query(
        // The copies are what the engine would store: the template's creation time (its deadlines
        // derive from it) and the search text as the evaluation keeps it (ITEM_SEARCH_TEXT), with
        // the copy's order number — a refresh of unchanged items then writes nothing.
        `insert into purchase_order_items (id, order_id, created_at, search_text, ${itemColumns.join(', ')})
         select im.dst, im.order_dst, i.created_at,
           lower(concat_ws(' ', a.name, a.description, a.impa_number, i.article_description, i.extid, o.order_number, o.requisition_number)),
           ${itemColumns.map((c) => `i.${c}`).join(', ')}
         from im join purchase_order_items i on i.id = im.src join purchase_orders o on o.id = im.order_dst
         left join articles a on a.id = i.article_id`,
      );
      await client.query(
        `insert into order_item_check_results (order_item_id, ${checkColumns.join(', ')})
         select im.dst, ${checkColumns.map((c) => `r.${c}`).join(', ')}
         from im join order_item_check_results r on r.order_item_id = im.src`,
      );
      await client.query('commit');
      if (to % 16 === 0 || to === copies)
        log(`copies ${to}/${copies} (${(((to + 1) * template.items.length) / 1000).toFixed(0)}k items)`);
    }
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
  return catalog;
}
