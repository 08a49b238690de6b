// Deck plan usage of a vessel with 10,000 pins, through the real app, on real PostgreSQL.
// Run: npm run bench deckplan (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
// the bench creates and drops its own database `keelson_bench_decks`).
//
// 1. Migrates an empty database; an expert in a team owning a maintenance bucket and a ship
//    project; the project's vessel; 4 decks with 2 plans each (8 plans, images marked ready).
// 2. 10,000 items in 500 orders of that vessel, each with one pin — 6,000 storages, 3,000
//    installations, 1,000 removals — on random plans, evaluation columns set (a quarter with
//    hazmats, a third in the crew's tasks), inserted set-based.
// 3. VACUUM ANALYZE, then GET /ihm/maint/vessels/{id}/deckplan-item-usage through app.inject with
//    a Bearer session (access check, the one counting statement, JSON): 50 runs after 3 warm-ups,
//    p50/p95 in ms. Goal (issue 13): p95 < 50 ms.
import type pg from 'pg';
import { vessels } from '../apps/server/src/db/schema/index.ts';
import { auth, createBucket, createProject, createTeam, createUser } from '../apps/server/test/factories.ts';
import { benchApp, benchDatabase, benchPlans, measure } from './bench-support.ts';

const PINS = 10_000;
const RUNS = 50;

const { handle, drop } = await benchDatabase('keelson_bench_decks');
const started = performance.now();
try {
  const db = handle.db;
  const expert = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const bucket = await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' });
  const { project } = await createProject(db, { teamId: team.id, maintenanceBucketId: bucket.id });
  const [vessel] = await db
    .insert(vessels)
    .values({ bucketId: bucket.id, name: 'MV Bench', projectId: project.id })
    .returning();
  await benchPlans(db, project.id);
  const client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await client.query(
      `insert into purchase_orders (id, bucket_id, vessel_id, status, ordered_at)
       select gen_random_uuid(), $1, $2, 'sent_to_vessel', now() from generate_series(1, 500)`,
      [bucket.id, vessel?.id],
    );
    await client.query(
      `insert into purchase_order_items (id, bucket_id, order_id, article_description, quantity_ordered,
         receiving_status, quantity_received, has_hazmats, has_table_a_hazmats, has_table_b_hazmats,
         expert_list, crew_list)
       select gen_random_uuid(), $1, o.id, 'Item ' || g, 2, 'Received', 2,
         g % 4 = 0, g % 8 = 0, g % 8 = 4, case when g % 5 = 0 then 'tasks' else 'done' end,
         case when g % 3 = 0 then 'tasks' else 'done' end
       from generate_series(1, $2::int) g
       join lateral (select id from purchase_orders where bucket_id = $1 offset (g % 500) limit 1) o on true`,
      [bucket.id, PINS],
    );
    const plans = `(select array_agg(id) from deckplans where project_id = '${project.id}')`;
    await client.query(`
      with numbered as (select id, row_number() over (order by id) n from purchase_order_items where bucket_id = '${bucket.id}')
      insert into order_item_storages (order_item_id, quantity, deckplan_id, x, y)
      select id, case when n % 10 = 0 then 0 else 2 end, (${plans})[1 + n % 8], (n * 37) % 20000, (n * 53) % 8000
      from numbered where n <= 6000`);
    await client.query(`
      with numbered as (select id, row_number() over (order by id) n from purchase_order_items where bucket_id = '${bucket.id}')
      insert into order_item_installations (order_item_id, quantity, deckplan_id, x, y, installed_at)
      select id, 2, (${plans})[1 + n % 8], (n * 41) % 20000, (n * 59) % 8000, now()
      from numbered where n > 6000 and n <= 9000`);
    await client.query(`
      with numbered as (select id, row_number() over (order by id) n from purchase_order_items where bucket_id = '${bucket.id}')
      insert into order_item_removals (order_item_id, quantity, removed_at, source_deckplan_id, source_x, source_y)
      select id, 1, now(), (${plans})[1 + n % 8], 100, 100
      from numbered where n > 9000`);
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
  console.log(`setup: ${PINS} pins on 8 plans in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const { app, close } = await benchApp(handle);
  const request = () =>
    app.inject({
      method: 'GET',
      url: `/api/ihm/maint/vessels/${vessel?.id}/deckplan-item-usage`,
      headers: auth(expert),
    });
  const { p50, p95 } = await measure(RUNS, request);
  const plansCounted = (await request()).json().length;
  console.log(
    `deckplan-item-usage, ${PINS} pins, ${plansCounted} plans: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${RUNS} runs)`,
  );
  await close();
} finally {
  await drop();
}
