import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createImportWorld, flatRow, flatWorkbook, IMO } from '../../../test/import-world.ts';
import {
  articles,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import { reevaluateOrderItems, reevaluateOrders } from '../order-items/item-evaluation.service.ts';

describe('import jobs: a file is simulated, then run or discarded', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createImportWorld>>;
  const itemsOf = () => t.db.select().from(items).where(eq(items.bucketId, world.bucketId));
  const firstFile = () =>
    flatWorkbook([
      flatRow({ order: 'PO-1', item: 'PO-1-1' }),
      flatRow({ order: 'PO-1', item: 'PO-1-2', impa: '171401', article: 'Primer paint grey', quantity: 5 }),
      flatRow({ order: 'PO-2', item: 'PO-2-1', imo: IMO.tern, supplier: 'SUP-2' }),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createImportWorld(t);
  });
  afterAll(() => t.close());

  it('simulates without writing: counts per item type, the file kept, a log to read', async () => {
    const job = await world.importFile(await firstFile());
    expect(job).toMatchObject({ status: 'simulated', current_phase: 'simulation', number: 1, progress: 1 });
    expect(job.statistics).toMatchObject({
      result: 'success',
      rows_read: 3,
      items_processed: 3,
      items_added: 3,
      items_failed: 0,
      imported_vessels_ratio: 1,
    });
    expect(job.statistics.item_type_stats).toMatchObject({
      vessel: { unchanged: 2 },
      supplier: { added: 2 },
      article: { added: 2 },
      purchase_order: { added: 2 },
      purchase_order_item: { added: 3 },
    });
    expect(await itemsOf()).toEqual([]);
    expect(await t.db.select().from(suppliers).where(eq(suppliers.bucketId, world.bucketId))).toEqual([]);
    const log = await t.app.inject({ method: 'GET', url: job.statistics.log_file_url });
    expect(log.statusCode).toBe(200);
    expect(log.body.split('\n')[0]).toBe('sheet,row,column,value,message');
  });

  it('runs what it simulated: orders and items stored, evaluated, the company knows its last import', async () => {
    const simulated = await world.importFile(await firstFile());
    const done = await world.run(simulated.id);
    expect(done).toMatchObject({ status: 'finished', current_phase: 'import', error: null });
    expect(done.statistics).toMatchObject({ result: 'success', items_added: 3 });
    const stored = await itemsOf();
    expect(stored.map((item) => [item.extid, item.quantityOrdered, item.imported]).sort()).toEqual([
      ['PO-1-1', 2, true],
      ['PO-1-2', 5, true],
      ['PO-2-1', 2, true],
    ]);
    expect(stored.every((item) => item.evaluation !== null && item.expertList !== null)).toBe(true);
    const orders = await t.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.bucketId, world.bucketId));
    expect(orders.map((order) => [order.extid, order.vesselId]).sort()).toEqual([
      ['PO-1', world.vessels.petrel.id],
      ['PO-2', world.vessels.tern.id],
    ]);
    // Evaluated before their insert, they hold what a re-evaluation from the stored rows computes.
    const evaluated = (rows: typeof stored) =>
      rows
        .map(({ evaluatedAt: _at, modifiedAt: _modified, ...row }) => row)
        .sort((a, b) => a.id.localeCompare(b.id));
    await reevaluateOrderItems(
      t.db,
      stored.map((item) => item.id),
      t.deps.now(),
    );
    expect(evaluated(await itemsOf())).toEqual(evaluated(stored));
    const company = await world.ok(world.manager, 'GET', `/ihm/maint/companies/${world.bucketId}`);
    expect(company.days_since_last_import).toBe(0);
  });

  it('is idempotent by extid: the same file again adds nothing', async () => {
    const again = await world.importFile(await firstFile());
    expect(again.statistics).toMatchObject({ items_added: 0, items_unchanged: 3, items_changed: 0 });
    expect(again.statistics.item_type_stats.supplier).toMatchObject({ added: 0, unchanged: 2 });
    await world.run(again.id);
    expect(await itemsOf()).toHaveLength(3);
    expect(await t.db.select().from(articles).where(eq(articles.bucketId, world.bucketId))).toHaveLength(2);
  });

  it('updates changed items; a closed review learns there is new data to review', async () => {
    const [pen] = (await itemsOf()).filter((item) => item.extid === 'PO-1-1');
    await t.db
      .update(items)
      .set({ isReviewClosed: true })
      .where(eq(items.id, pen?.id ?? ''));
    const changed = await world.importFile(
      await flatWorkbook([flatRow({ order: 'PO-1', item: 'PO-1-1', quantity: 7 })]),
    );
    expect(changed.statistics).toMatchObject({ items_changed: 1, items_added: 0 });
    await world.run(changed.id);
    const [after] = (await itemsOf()).filter((item) => item.extid === 'PO-1-1');
    expect(after).toMatchObject({ quantityOrdered: 7, hasNewDataToReview: true, newDataChanges: ['item'] });
  });

  it('new orders are stored with their evaluation, stored ones that get items evaluated again: as a re-evaluation', async () => {
    const job = await world.importFile(
      await flatWorkbook([
        flatRow({ order: 'PO-1', item: 'PO-1-3', quantity: 1 }),
        flatRow({ order: 'PO-3', item: 'PO-3-1' }),
        flatRow({ order: 'PO-3', item: 'PO-3-2', impa: '171401', article: 'Primer paint grey' }),
      ]),
    );
    await world.run(job.id);
    const ordersOf = () =>
      t.db
        .select({ id: purchaseOrders.id, extid: purchaseOrders.extid, evaluation: purchaseOrders.evaluation })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.bucketId, world.bucketId))
        .orderBy(purchaseOrders.id);
    const stored = await ordersOf();
    const numItems = (extid: string) =>
      (stored.find((order) => order.extid === extid)?.evaluation as { num_items: number } | null)?.num_items;
    expect([numItems('PO-1'), numItems('PO-3')]).toEqual([3, 2]);
    await reevaluateOrders(
      t.db,
      stored.map((order) => order.id),
    );
    expect(await ordersOf()).toEqual(stored);
  });

  it('a re-import that changes vessels, suppliers, articles, orders and items writes every change', async () => {
    const byExtid = async (extid: string) => (await itemsOf()).find((item) => item.extid === extid);
    await t.db
      .update(items)
      .set({ isReviewClosed: true })
      .where(eq(items.id, (await byExtid('PO-2-1'))?.id ?? ''));
    const job = await world.importFile(
      await flatWorkbook([
        {
          ...flatRow({
            order: 'PO-2',
            item: 'PO-2-1',
            imo: IMO.tern,
            supplier: 'SUP-2',
            status: 'confirmed',
          }),
          'vessel.extid': 'TERN',
          'supplier.name': 'Supplier Two Ltd',
          'article.name': 'Ballpoint pen black',
        },
        flatRow({ order: 'PO-1', item: 'PO-1-2', impa: '171401', article: 'Primer paint grey', quantity: 9 }),
        { ...flatRow({ order: 'PO-3', item: 'PO-3-1' }), 'article.name': 'Ballpoint pen black' },
      ]),
    );
    expect(job.statistics.item_type_stats).toMatchObject({
      vessel: { changed: 1 },
      supplier: { changed: 1 },
      article: { changed: 1 },
      purchase_order: { changed: 1 },
      purchase_order_item: { changed: 1 },
    });
    await world.run(job.id);
    const [tern] = await t.db.select().from(vessels).where(eq(vessels.id, world.vessels.tern.id));
    const [supplier] = await t.db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.bucketId, world.bucketId), eq(suppliers.extid, 'SUP-2')));
    const [pen] = await t.db
      .select()
      .from(articles)
      .where(and(eq(articles.bucketId, world.bucketId), eq(articles.impaNumber, '550101')));
    const [order] = await t.db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.bucketId, world.bucketId), eq(purchaseOrders.extid, 'PO-2')));
    expect([tern?.extid, supplier?.name, pen?.name, order?.status]).toEqual([
      'TERN',
      'Supplier Two Ltd',
      'Ballpoint pen black',
      'confirmed',
    ]);
    expect(await byExtid('PO-1-2')).toMatchObject({ quantityOrdered: 9 });
    expect(await byExtid('PO-2-1')).toMatchObject({ hasNewDataToReview: true, newDataChanges: ['order'] });
  });

  it('a discarded simulation writes nothing and cannot be run', async () => {
    const job = await world.importFile(await flatWorkbook([flatRow({ order: 'PO-9', item: 'PO-9-1' })]));
    const discarded = await world.ok(
      world.manager,
      'POST',
      `/ihm/maint/import-jobs/${job.id}/discard-simulation`,
    );
    expect(discarded).toMatchObject({ status: 'discarded', file_url: null });
    const run = await world.call(world.manager, 'POST', `/ihm/maint/import-jobs/${job.id}/run`);
    expect(run.statusCode).toBe(409);
    expect((await itemsOf()).some((item) => item.extid === 'PO-9-1')).toBe(false);
  });

  it('fails when too few rows are on the company vessels, naming the unknown IMO numbers', async () => {
    const job = await world.importFile(
      await flatWorkbook([
        flatRow({ order: 'X-1', item: 'X-1-1', imo: IMO.unknown }),
        flatRow({ order: 'X-1', item: 'X-1-2', imo: IMO.unknown }),
        flatRow({ order: 'X-2', item: 'X-2-1' }),
      ]),
    );
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      `Only 33 % of the rows are on the company's vessels (at least 80 % must be). Unknown IMO numbers: ${IMO.unknown}.`,
    );
    expect(job.statistics).toMatchObject({ unknown_vessels: [IMO.unknown], result: 'failure' });
    expect((await world.call(world.manager, 'POST', `/ihm/maint/import-jobs/${job.id}/run`)).statusCode).toBe(
      409,
    );
  });

  it('lists the jobs newest first with the spec pagination', async () => {
    const page = await world.ok(
      world.manager,
      'GET',
      `/ihm/maint/buckets/${world.bucketId}/import-jobs?offset=2&limit=2`,
    );
    expect(page).toMatchObject({ offset: 2, limit: 2, page: 1, size: 2 });
    expect(page.total_elements).toBeGreaterThanOrEqual(6);
    expect(page.content[0].number).toBeGreaterThan(page.content[1].number);
  });

  it('refuses the wrong people and bad input with the catalogue, writing nothing', async () => {
    const url = `/ihm/maint/buckets/${world.bucketId}/import-jobs`;
    const body = { file_type: 'spreadsheet', file_name: 'a.xlsx' };
    expect((await world.call(world.stranger, 'POST', url, body)).statusCode).toBe(404);
    expect((await world.call(world.crew, 'POST', url, body)).statusCode).toBe(403);
    expect((await world.call(null, 'POST', url, body)).statusCode).toBe(401);
    const bad = await world.call(world.manager, 'POST', url, { ...body, file_type: 'csv' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', error: 'Invalid request' });
    const job = await world.ok(world.manager, 'POST', url, body);
    expect((await world.upload(world.manager, job.id, Buffer.from('x'))).statusCode).toBe(202);
    expect((await world.upload(world.manager, job.id, Buffer.from('x'))).statusCode).toBe(409);
    expect((await world.call(world.manager, 'POST', `/ihm/maint/import-jobs/${job.id}/run`)).statusCode).toBe(
      409,
    );
  });
});
