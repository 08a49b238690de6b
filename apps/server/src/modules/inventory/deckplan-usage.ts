import type { TDeckplanUsage } from '@keelson/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  deckplans,
  itemInstallations,
  itemRemovals,
  itemStorages,
  purchaseOrderItems as items,
} from '../../db/schema/index.ts';

type Kind = 'storages' | 'installations' | 'removals';
type Row = {
  deckplan_id: string;
  kind: Kind;
  num_empty: number;
  num_non_empty: number;
  a: number;
  b: number;
  h: number;
  et: number;
  ct: number;
  t: number;
  na: number;
  nb: number;
  nh: number;
};

const KINDS: readonly Kind[] = ['storages', 'installations', 'removals'];

const empty = () => ({
  num_empty: 0,
  num_non_empty: 0,
  num_with_table_a_hazmats: 0,
  num_with_table_b_hazmats: 0,
  num_with_hazmats: 0,
  num_with_expert_todos: 0,
  num_with_crew_todos: 0,
  num_with_todos: 0,
});

/**
 * Deck plan usage (spec section 3) of every plan of a ship's project, in ONE statement: the pins
 * of the three kinds are counted per plan with their item's stored evaluation columns; a plan
 * without pins counts zeros. "Non-removed" counts the storages and installations holding units.
 */
export async function deckplanUsage(db: Database, projectId: string): Promise<TDeckplanUsage[]> {
  const result = await db.execute(sql`
    with pins as (
      select 'storages' as kind, s.deckplan_id, s.quantity, s.order_item_id from ${itemStorages} s
      union all
      select 'installations', n.deckplan_id, n.quantity, n.order_item_id from ${itemInstallations} n
      union all
      select 'removals', r.source_deckplan_id, r.quantity, r.order_item_id from ${itemRemovals} r
        where r.source_deckplan_id is not null
    )
    select p.deckplan_id, p.kind,
      count(*) filter (where p.quantity = 0)::int as num_empty,
      count(*) filter (where p.quantity > 0)::int as num_non_empty,
      count(*) filter (where i.has_table_a_hazmats)::int as a,
      count(*) filter (where i.has_table_b_hazmats)::int as b,
      count(*) filter (where i.has_hazmats)::int as h,
      count(*) filter (where i.expert_list = 'tasks')::int as et,
      count(*) filter (where i.crew_list = 'tasks')::int as ct,
      count(*) filter (where i.expert_list = 'tasks' or i.crew_list = 'tasks')::int as t,
      count(*) filter (where p.quantity > 0 and i.has_table_a_hazmats)::int as na,
      count(*) filter (where p.quantity > 0 and i.has_table_b_hazmats)::int as nb,
      count(*) filter (where p.quantity > 0 and i.has_hazmats)::int as nh
    from pins p
    join ${deckplans} d on d.id = p.deckplan_id and d.project_id = ${projectId}
    join ${items} i on i.id = p.order_item_id
    group by p.deckplan_id, p.kind`);
  const rows = rowsOf<Row>(result);
  const plans = await db.execute(
    sql`select id from ${deckplans} where project_id = ${projectId} order by position`,
  );
  const planIds = rowsOf<{ id: string }>(plans).map((row) => row.id);
  return planIds.map((deckplanId) => {
    const usage: TDeckplanUsage = {
      deckplan_id: deckplanId,
      num_non_removed_table_a_hazmats: 0,
      num_non_removed_table_b_hazmats: 0,
      num_non_removed_hazmats: 0,
      num_expert_todos: 0,
      num_crew_todos: 0,
      num_todos: 0,
      storages: empty(),
      installations: empty(),
      removals: empty(),
    };
    for (const kind of KINDS) {
      const row = rows.find((candidate) => candidate.deckplan_id === deckplanId && candidate.kind === kind);
      if (!row) continue;
      usage[kind] = {
        num_empty: row.num_empty,
        num_non_empty: row.num_non_empty,
        num_with_table_a_hazmats: row.a,
        num_with_table_b_hazmats: row.b,
        num_with_hazmats: row.h,
        num_with_expert_todos: row.et,
        num_with_crew_todos: row.ct,
        num_with_todos: row.t,
      };
      if (kind !== 'removals') {
        usage.num_non_removed_table_a_hazmats += row.na;
        usage.num_non_removed_table_b_hazmats += row.nb;
        usage.num_non_removed_hazmats += row.nh;
      }
      usage.num_expert_todos += row.et;
      usage.num_crew_todos += row.ct;
      usage.num_todos += row.t;
    }
    return usage;
  });
}
