import { ITEM_SET_FILTERS, ITEM_STATS_FIELDS } from '@keelson/contract';
import { EVALUATION_VERSION } from '@keelson/domain';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { flatRow, flatWorkbook, IMO } from '../../../test/import-files.ts';
import { orderListCounters, purchaseOrderItems, purchaseOrders, vessels } from '../../db/schema/index.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';
import { DAY, type FleetWorld, fleetWorld } from '../fleet/fleet.fixture.ts';
import { importJob } from '../imports/import.job.ts';
import {
  countsFromCounters,
  emptyCounts,
  groupsWithItems,
  type StatsGroup,
} from '../stats/stats.counters.ts';
import { statsColumns } from '../stats/stats.counts.ts';
import { evaluationRefreshJob } from './evaluation-refresh.job.ts';
import { activeItemsWhere } from './item-route-helpers.ts';
import { countedTotal } from './order-list-counters.ts';
import { orderListCountersFoldJob } from './order-list-counters-fold.job.ts';

/** A small seeded generator (mulberry32): the same changes on every run, a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STEPS = 100;
const HOUR = 3_600_000;

type List = {
  set?: (typeof ITEM_SET_FILTERS)[number];
  stats_field?: (typeof ITEM_STATS_FIELDS)[number];
  vessel_id?: string;
};

describe('the orders list totals and the statistics kept by counters equal a recount after random changes', () => {
  let w: FleetWorld;
  let petrel: string;
  beforeAll(async () => {
    w = await fleetWorld();
    // A ship the imports know by IMO number (of no project: the crew sees it too).
    const [row] = await w.t.db
      .insert(vessels)
      .values({ bucketId: w.bucketId, name: 'MV Petrel', imo: IMO.petrel })
      .returning();
    petrel = row?.id as string;
  });
  afterAll(() => w.t.close());

  /** Every counted list: each set and statistics field alone and together, each also per vessel. */
  function lists(): List[] {
    const sets = [undefined, ...ITEM_SET_FILTERS];
    const fields = [undefined, ...ITEM_STATS_FIELDS];
    const all: List[] = [];
    for (const vessel_id of [undefined, w.ids.aurora, w.ids.boreas, w.ids.cirrus, petrel])
      for (const set of sets)
        for (const stats_field of fields)
          if (!vessel_id || !set || !stats_field) all.push({ set, stats_field, vessel_id });
    return all;
  }

  /** The counters' totals and `count(*)` of the same lists (the list's own filter), in two statements. */
  async function expectAgreement(user: FactoryUser, step: string) {
    const now = w.t.deps.now();
    const access = await requireBucketAccess(w.t.db, { bucketId: w.bucketId, userId: user.id, now });
    const all = lists();
    const counted = all.map((list) =>
      countedTotal(
        {
          bucketId: w.bucketId,
          set: list.set,
          statsField: list.stats_field,
          vesselId: list.vessel_id,
          access,
          now,
        },
        w.t.db,
      ),
    );
    const recounts = all.map((list) => {
      const { where, needs } = activeItemsWhere(w.t.deps, { bucketId: w.bucketId, query: list, now, access });
      const base = w.t.db.select({ n: count() }).from(purchaseOrderItems).$dynamic();
      return (
        needs.order ? base.innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId)) : base
      ).where(where);
    });
    const row = async (columns: ReturnType<typeof sql>[]) =>
      (
        (await w.t.db.execute(
          sql`select ${sql.join(
            columns.map((column, i) => sql`(${column})::int as ${sql.identifier(`c${i}`)}`),
            sql`, `,
          )}`,
        )) as unknown as { rows: Record<string, number>[] }
      ).rows[0] as Record<string, number>;
    const fromCounters = await row(counted);
    const fromItems = await row(recounts.map((query) => sql`${query}`));
    const differences = all
      .map((list, i) => ({ list, counters: fromCounters[`c${i}`], recount: fromItems[`c${i}`] }))
      .filter((result) => result.counters !== result.recount);
    expect(differences, step).toEqual([]);
    return all.map((list, i) => ({ list, n: Number(fromItems[`c${i}`]) }));
  }

  /**
   * The statistics from the counters — the company's, by vessel and by supplier, and which vessels
   * and suppliers have items — equal the counts of the items themselves (statsColumns).
   */
  async function expectStatsAgreement(user: FactoryUser, step: string) {
    const now = w.t.deps.now();
    const access = await requireBucketAccess(w.t.db, { bucketId: w.bucketId, userId: user.id, now });
    const where = and(
      eq(purchaseOrderItems.bucketId, w.bucketId),
      eq(purchaseOrderItems.isActive, true),
      itemsInScope(w.t.db, access),
    );
    const [whole] = await w.t.db.select(statsColumns(now)).from(purchaseOrderItems).where(where);
    const counted = await countsFromCounters(w.t.db, { bucketId: w.bucketId, access, now });
    expect(counted.get(null) ?? emptyCounts(), `${step}: the company`).toEqual(whole);
    for (const group of ['vessel', 'supplier'] as const satisfies StatsGroup[]) {
      const key = group === 'vessel' ? purchaseOrders.vesselId : purchaseOrderItems.supplierId;
      const recount = await w.t.db
        .select({ id: sql<string>`${key}`, ...statsColumns(now) })
        .from(purchaseOrderItems)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
        .where(and(where, isNotNull(key)))
        .groupBy(key);
      const ids = recount.map((row) => row.id).sort();
      const withItems = (await w.t.db.execute(
        sql`${groupsWithItems(w.t.db, { bucketId: w.bucketId, access, group })}`,
      )) as unknown as { rows: { id: string }[] };
      expect(withItems.rows.map((row) => row.id).sort(), `${step}: the ${group}s with items`).toEqual(ids);
      const counts = await countsFromCounters(w.t.db, {
        bucketId: w.bucketId,
        access,
        now,
        group,
        groupIds: ids,
      });
      for (const { id, ...expected } of recount)
        expect(counts.get(id) ?? emptyCounts(), `${step}: ${group} ${id}`).toEqual(expected);
    }
    return whole as Record<string, number>;
  }

  /** A few of the lists through the API: its total is the counters' (and a page past the end too). */
  async function expectAnswers(user: FactoryUser, expected: { list: List; n: number }[], pick: () => number) {
    for (let k = 0; k < 4; k += 1) {
      const { list, n } = expected[Math.floor(pick() * expected.length)] as { list: List; n: number };
      const query = new URLSearchParams(
        Object.entries(list).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      query.set('size', '50');
      query.set('page', k === 3 ? '7' : '0');
      const answer = await w.ok(
        user,
        'GET',
        `/ihm/maint/companies/${w.bucketId}/purchase-order-items?${query.toString()}`,
      );
      expect(answer.total_elements, `${user === w.crew ? 'crew' : 'expert'} ${query}`).toBe(n);
    }
  }

  it('after each fifth of 100 seeded changes (actions, imports, refresh, moves, deletions, time, folds)', async () => {
    const next = random(20_26_11_27);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const vesselIds = [w.ids.aurora, w.ids.boreas, w.ids.cirrus, petrel];
    const suppliers = [w.ids.hanse, w.ids.baltic];
    const categories = [w.ids.relevant, w.ids.additional, w.ids.notRelevant];
    const itemIds = async () =>
      (await w.t.db.select({ id: purchaseOrderItems.id }).from(purchaseOrderItems)).map((row) => row.id);
    const item = async (path: string, body?: unknown) =>
      w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${pick(await itemIds())}/${path}`, body);
    let imported = 0;
    const changes: Record<string, () => Promise<unknown>> = {
      categorize: () => item('categorize', { category_id: pick(categories) }),
      request: async () => {
        const id = pick(await itemIds());
        await w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${id}/categorize`, {
          category_id: w.ids.relevant,
        });
        return w.call(
          w.expert,
          'POST',
          `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${id}/document-requests`,
          { document_type: pick(['md', 'sdoc'] as const) },
        );
      },
      close: () => item('close-review'),
      reopen: () => item('reopen-review'),
      // A finding, and half the time the delivery of that very item arriving on board (crew work).
      finding: async () => {
        const path = `/ihm/maint/purchase-order-items/${pick(await itemIds())}`;
        await w.call(w.expert, 'POST', `${path}/check-results`, {
          hazmat: pick(['asb', 'pcb'] as const),
          contamination: pick(['yes', 'no'] as const),
        });
        if (next() < 0.5)
          await w.call(w.expert, 'POST', `${path}/receive-delivery`, {
            receiving_status: 'Received',
            quantity_received: 1 + Math.floor(next() * 2),
          });
      },
      receive: () =>
        next() < 0.8
          ? item('receive-delivery', {
              receiving_status: 'Received',
              quantity_received: Math.floor(next() * 5),
            })
          : item('receive-delivery', { receiving_status: 'Rejected' }),
      // Hours, not whole days: deadlines pass at every time of a day, and "earlier today" moves.
      time: () => w.travel(Math.ceil(next() * 120) * HOUR + Math.floor(next() * HOUR)),
      order: () =>
        w.ok(w.expert, 'POST', `/ihm/maint/companies/${w.bucketId}/purchase-orders`, {
          vessel_id: pick(vesselIds),
          items: [{ supplier_id: pick(suppliers), article_description: 'Random item', quantity_ordered: 2 }],
        }),
      // An import of new orders and of items imported before (their quantities change).
      import: async () => {
        const rows = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
          const n = next() < 0.5 && imported > 0 ? Math.floor(next() * imported) : imported++;
          return flatRow({
            order: `IMP-${Math.floor(n / 2)}`,
            item: `IMP-${n}`,
            quantity: 1 + Math.floor(next() * 9),
          });
        });
        const job = await w.ok(w.expert, 'POST', `/ihm/maint/buckets/${w.bucketId}/import-jobs`, {
          file_type: 'spreadsheet',
          file_name: 'orders.xlsx',
        });
        const uploaded = await w.t.app.inject({
          method: 'PUT',
          url: `/api/ihm/maint/import-jobs/${job.id}/file`,
          headers: { authorization: `Bearer ${w.expert.token}`, 'content-type': 'application/octet-stream' },
          payload: await flatWorkbook(rows),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(202);
        await w.t.deps.jobs.workOff(importJob);
        await w.ok(w.expert, 'POST', `/ihm/maint/import-jobs/${job.id}/run`);
        await w.t.deps.jobs.workOff(importJob);
      },
      refresh: async () => {
        await w.t.deps.jobs.send(evaluationRefreshJob, { bucketId: w.bucketId, version: EVALUATION_VERSION });
        await w.t.deps.jobs.workOff(evaluationRefreshJob);
      },
      fold: async () => {
        await w.t.deps.jobs.send(orderListCountersFoldJob, {});
        await w.t.deps.jobs.workOff(orderListCountersFoldJob);
      },
      // What no route does but imports, data repairs and company deletion may.
      moveOrder: async () => {
        const rows = await w.t.db.select({ id: purchaseOrders.id }).from(purchaseOrders);
        await w.t.db
          .update(purchaseOrders)
          .set({ vesselId: pick(vesselIds) })
          .where(eq(purchaseOrders.id, pick(rows).id));
      },
      deleteOrder: async () => {
        const rows = await w.t.db.select({ id: purchaseOrders.id }).from(purchaseOrders);
        if (rows.length > 4) await w.t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, pick(rows).id));
      },
      deleteItem: async () => {
        const ids = await itemIds();
        if (ids.length > 6)
          await w.t.db.delete(purchaseOrderItems).where(eq(purchaseOrderItems.id, pick(ids)));
      },
      // Settled by hand, as a data repair might: the statistics' own counts (completed, cancelled)
      // move, until a refresh evaluates the item again.
      settle: async () =>
        w.t.db
          .update(purchaseOrderItems)
          .set({
            categoryRelevancy: pick(['relevant', 'additional'] as const),
            reviewStatus: 'closed',
            isReviewClosed: next() < 0.7,
            evaluation: sql`coalesce(${purchaseOrderItems.evaluation}, '{}'::jsonb) || jsonb_build_object(
              'md_status', ${pick(['ok', 'missing', 'supplier_rejected_request'])}::text,
              'sdoc_status', ${pick(['ok', 'missing'])}::text)`,
          })
          .where(eq(purchaseOrderItems.id, pick(await itemIds()))),
      deactivate: async () =>
        w.t.db
          .update(purchaseOrderItems)
          .set({ isActive: sql`not ${purchaseOrderItems.isActive}` })
          .where(eq(purchaseOrderItems.id, pick(await itemIds()))),
    };
    // Weighted: documents asked for and time passing make the deadline fields move.
    const names = [...Object.keys(changes), 'request', 'request', 'request', 'time', 'time', 'time', 'time'];
    const done: string[] = [];
    const seen = new Map<string, number>();
    const seenStats = new Set<string>();
    for (let step = 1; step <= STEPS; step += 1) {
      const name = pick(names);
      await changes[name]?.();
      done.push(name);
      if (step % 5 === 0) {
        const totals = await expectAgreement(w.expert, `step ${step} (${done.join(', ')})`);
        const stats = await expectStatsAgreement(w.expert, `step ${step}`);
        for (const [name, n] of Object.entries(stats)) if (n > 0) seenStats.add(name);
        await expectStatsAgreement(w.crew, `crew, step ${step}`);
        await expectAnswers(w.expert, totals, next);
        await expectAnswers(w.crew, await expectAgreement(w.crew, `crew, step ${step}`), next);
        for (const { list, n } of totals)
          if (n > 0 && !list.set && !list.vessel_id)
            seen.set(list.stats_field ?? 'all', (seen.get(list.stats_field ?? 'all') ?? 0) + 1);
      }
    }
    // Every kind of change happened, and most fields counted something at some check, or the
    // test proves little.
    expect([...new Set(done)].sort()).toEqual(Object.keys(changes).sort());
    for (const field of [
      'all',
      'expert_wait_for_categorisation_overdue',
      'expert_wait_for_documents_overdue',
      'expert_active_overdue',
      'supplier_reminder1',
      'supplier_reminder2',
      'items_category_relevant',
    ])
      expect(seen.get(field) ?? 0, field).toBeGreaterThan(0);

    // The statistics' own counts counted something too.
    for (const name of [
      'supplier_cancelled',
      'supplier_completed',
      'supplier_inactive',
      'items_completed_relevant',
      'items_completed_additional',
    ])
      expect(seenStats.has(name), name).toBe(true);

    // The fold changes no total and leaves fewer rows.
    const rows = async () => (await w.t.db.select({ n: count() }).from(orderListCounters))[0]?.n ?? 0;
    const before = await rows();
    const totals = await expectAgreement(w.expert, 'before the last fold');
    await changes.fold?.();
    expect(await rows()).toBeLessThan(before);
    expect(await expectAgreement(w.expert, 'after the last fold')).toEqual(totals);
    // Days later, what was folded into the past still counts right.
    await w.travel(3 * DAY + 5 * HOUR);
    await changes.fold?.();
    await expectAgreement(w.expert, 'three days later');
    await expectAgreement(w.crew, 'crew, three days later');
    await expectStatsAgreement(w.expert, 'three days later');
    await expectStatsAgreement(w.crew, 'crew, three days later');
  }, 600_000);
});
