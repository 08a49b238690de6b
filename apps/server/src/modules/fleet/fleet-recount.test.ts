import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { fleetCounters, purchaseOrderItems, purchaseOrders } from '../../db/schema/index.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { DAY, type FleetWorld, fleetWorld } from './fleet.fixture.ts';
import { fleetCountersFoldJob } from './fleet-counters-fold.job.ts';

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

/** Enough that every kind of change happens with this seed (the test checks it). */
const STEPS = 90;

type Item = {
  id: string;
  supplier_id: string | null;
  order: { vessel_id: string };
  evaluation: Record<string, unknown> | null;
};
type Counts = Record<
  'open_expert' | 'overdue_expert' | 'overdue_supplier' | 'overdue_crew' | 'table_a_on_board',
  number
>;

describe('the fleet dashboard equals a recount from scratch after random changes', () => {
  let w: FleetWorld;
  beforeAll(async () => {
    w = await fleetWorld();
  });
  afterAll(() => w.t.close());

  /** Every active item of the company through the list API, with its order (for the vessel). */
  async function allItems(user: FactoryUser): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await w.ok(
        user,
        'GET',
        `/ihm/maint/companies/${w.bucketId}/purchase-order-items?include=order&size=100&page=${page}`,
      );
      items.push(...answer.content);
      if (items.length >= answer.total_elements) return items;
    }
  }

  /** The counts by vessel, written here in plain JavaScript over each item's evaluation. */
  function recount(items: Item[], now: Date) {
    const due = (value: unknown) => typeof value === 'string' && Date.parse(value) <= now.getTime();
    const byVessel = new Map<string, Counts>();
    const bySupplier = new Map<string, number>();
    for (const item of items) {
      const e = item.evaluation ?? {};
      const counts = byVessel.get(item.order.vessel_id) ?? {
        open_expert: 0,
        overdue_expert: 0,
        overdue_supplier: 0,
        overdue_crew: 0,
        table_a_on_board: 0,
      };
      const expertTasks = e.expert_list === 'tasks';
      const supplierLate =
        e.expert_waiting_for === 'documents' &&
        (due(e.supplier_overdue_since) || due(e.expert_overdue_since));
      if (expertTasks) counts.open_expert += 1;
      if (expertTasks && due(e.expert_overdue_since)) counts.overdue_expert += 1;
      if (supplierLate) counts.overdue_supplier += 1;
      if (e.crew_list === 'tasks' && due(e.crew_overdue_since)) counts.overdue_crew += 1;
      if (e.has_table_a_hazmats === true && Number(e.quantity_on_vessel ?? 0) > 0)
        counts.table_a_on_board += 1;
      byVessel.set(item.order.vessel_id, counts);
      if (supplierLate && item.supplier_id)
        bySupplier.set(item.supplier_id, (bySupplier.get(item.supplier_id) ?? 0) + 1);
    }
    return { byVessel, bySupplier };
  }

  async function expectAgreement(user: FactoryUser, step: string) {
    const now = w.t.deps.now();
    const fleet = await w.fleet(user);
    const { byVessel, bySupplier } = recount(await allItems(user), now);
    const answered = new Map<string, Counts>();
    for (const vessel of fleet.companies[0].vessels) {
      const { open_expert, overdue_expert, overdue_supplier, overdue_crew, table_a_on_board } = vessel;
      answered.set(vessel.id, {
        open_expert,
        overdue_expert,
        overdue_supplier,
        overdue_crew,
        table_a_on_board,
      });
    }
    for (const [vesselId, counts] of answered)
      expect(counts, `${step}: vessel ${vesselId}`).toEqual(
        byVessel.get(vesselId) ?? {
          open_expert: 0,
          overdue_expert: 0,
          overdue_supplier: 0,
          overdue_crew: 0,
          table_a_on_board: 0,
        },
      );
    const { suppliers } = await w.ok(user, 'GET', '/ihm/maint/fleet/suppliers?limit=50');
    expect(
      new Map(
        suppliers.map((s: { supplier_id: string; wait_for_documents_overdue: number }) => [
          s.supplier_id,
          s.wait_for_documents_overdue,
        ]),
      ),
      `${step}: suppliers`,
    ).toEqual(bySupplier);
    return fleet;
  }

  it('after every sixth of 90 seeded changes through the API, for the expert and for the crew', async () => {
    const next = random(20_26_11_26);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const vessels = [w.ids.aurora, w.ids.boreas, w.ids.cirrus];
    const suppliers = [w.ids.hanse, w.ids.baltic];
    const categories = [w.ids.relevant, w.ids.additional, w.ids.notRelevant];
    const itemIds = [...w.items.aurora, ...w.items.boreas, ...w.items.cirrus];
    const item = (path: string, body?: unknown) =>
      w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${pick(itemIds)}/${path}`, body);
    const changes: Record<string, () => Promise<unknown>> = {
      categorize: () => item('categorize', { category_id: pick(categories) }),
      // Documents are asked for relevant items: categorize first (already so is fine), then ask.
      request: async () => {
        const id = pick(itemIds);
        await w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${id}/categorize`, {
          category_id: w.ids.relevant,
        });
        return w.call(
          w.expert,
          'POST',
          `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${id}/document-requests`,
          {
            document_type: pick(['md', 'sdoc'] as const),
          },
        );
      },
      close: () => item('close-review'),
      reopen: () => item('reopen-review'),
      // A Table A finding, and half the time the delivery of that very item arriving on board.
      tableA: async () => {
        const id = pick(itemIds);
        const path = `/ihm/maint/purchase-order-items/${id}`;
        await w.call(w.expert, 'POST', `${path}/check-results`, {
          hazmat: pick(['asb', 'pcb'] as const),
          contamination: 'yes',
        });
        if (next() < 0.5)
          return w.call(w.expert, 'POST', `${path}/receive-delivery`, {
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
      time: () => w.travel(Math.ceil(next() * 12) * DAY),
      // What no route does but imports and company deletion may: an order moves ship or goes.
      moveOrder: async () => {
        const [row] = await w.t.db
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .limit(1)
          .offset(Math.floor(next() * 3));
        if (row)
          await w.t.db
            .update(purchaseOrders)
            .set({ vesselId: pick(vessels) })
            .where(eq(purchaseOrders.id, row.id));
      },
      deleteOrder: async () => {
        const rows = await w.t.db.select({ id: purchaseOrders.id }).from(purchaseOrders);
        if (rows.length > 4) await w.t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, pick(rows).id));
      },
      order: async () => {
        const vessel = pick(vessels);
        await w.ok(w.expert, 'POST', `/ihm/maint/companies/${w.bucketId}/purchase-orders`, {
          vessel_id: vessel,
          items: [{ supplier_id: pick(suppliers), article_description: 'Random item', quantity_ordered: 2 }],
        });
        const fresh = await w.ok(
          w.expert,
          'GET',
          `/ihm/maint/companies/${w.bucketId}/purchase-order-items?vessel_id=${vessel}&size=50`,
        );
        itemIds.push(fresh.content[0].id);
      },
    };
    // Weighted: documents asked for and time passing make the overdue columns move.
    const names = [...Object.keys(changes), 'request', 'request', 'time', 'time'];
    const done: string[] = [];
    for (let step = 1; step <= STEPS; step += 1) {
      const name = pick(names);
      await changes[name]?.();
      done.push(name);
      if (step % 6 === 0) {
        await expectAgreement(w.expert, `step ${step} (${done.join(', ')})`);
        await expectAgreement(w.crew, `crew, step ${step}`);
      }
    }
    // Every kind of change happened, and something in every column, or the test proves little.
    expect([...new Set(done)].sort()).toEqual(Object.keys(changes).sort());
    const fleet = await expectAgreement(w.expert, 'end');
    const totals = (key: keyof Counts) =>
      fleet.companies[0].vessels.reduce((sum: number, vessel: Counts) => sum + vessel[key], 0);
    for (const key of ['open_expert', 'overdue_expert', 'overdue_supplier', 'table_a_on_board'] as const)
      expect(totals(key), key).toBeGreaterThan(0);

    // From scratch: the engine evaluates every item again from its facts; nothing may change.
    const ids = (await w.t.db.select({ id: purchaseOrderItems.id }).from(purchaseOrderItems)).map(
      (row) => row.id,
    );
    await reevaluateOrderItems(w.t.db, ids, w.t.deps.now());
    expect(await w.fleet()).toEqual(fleet);

    // The hourly fold of the counters' deltas changes no number.
    const rows = async () => (await w.t.db.select({ n: count() }).from(fleetCounters))[0]?.n ?? 0;
    const deltas = await rows();
    await w.t.deps.jobs.send(fleetCountersFoldJob, {});
    expect(await w.t.deps.jobs.workOff(fleetCountersFoldJob)).toBe(1);
    expect(await rows()).toBeLessThan(deltas);
    expect(await w.fleet()).toEqual(fleet);
  });
});
