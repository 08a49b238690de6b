import type { ZItemListQuery } from '@keelson/contract';
import type { Capability } from '@keelson/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { purchaseOrderItems as items, purchaseOrders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { type BucketAccess, requireBucketAccess } from '../access/bucket-access.ts';
import { assertItemInScope, itemsInScope } from '../access/vessel-scope.ts';
import { authOf } from '../sessions/session-auth.ts';
import { findItem, ITEM_INCLUDES, includeSet, selectItems } from './order-item.queries.ts';
import { searchFilter, setFilter, statsFieldFilter } from './order-item-filters.ts';
import { countedTotal, isCountedList } from './order-list-counters.ts';

/**
 * The active item, if the caller sees its company and its ship; with `act`, the caller also needs
 * write access and one of those capabilities. `expert: true` is the experts' shorthand.
 */
export async function itemAccess(
  deps: AppDeps,
  request: FastifyRequest,
  itemId: string,
  need: boolean | { act: readonly Capability[] },
) {
  const item = await findItem(deps.db, itemId);
  if (!item) throw notFound();
  const act = need === true ? (['ihm.maint.is_expert'] as const) : need === false ? undefined : need.act;
  const access = await requireBucketAccess(deps.db, {
    bucketId: item.bucketId,
    userId: authOf(request).userId,
    now: deps.now(),
    ...(act ? { capability: act, write: true } : {}),
  });
  await assertItemInScope(deps.db, access, item.id);
  return item;
}

/** One item as GET one answers it: every relation included. */
export async function answerItem(deps: AppDeps, id: string) {
  const { content } = await selectItems(deps.db, {
    where: eq(items.id, id),
    include: new Set(ITEM_INCLUDES),
    limit: 1,
    offset: 0,
  });
  if (!content[0]) throw notFound();
  return content[0];
}

/** The list's filters: set, statistics field, vessel, supplier, order and search (no paging). */
export type ItemListFilters = Pick<
  z.infer<typeof ZItemListQuery>,
  'set' | 'stats_field' | 'vessel_id' | 'supplier_id' | 'order_id' | 'search'
>;

/**
 * The condition of a company's active items in the caller's vessel scope by the list's filters, and
 * whether it reads the order too (the vessel filter): the one filter behind every item list and export.
 */
export function activeItemsWhere(
  deps: AppDeps,
  props: { bucketId: string; query: ItemListFilters; now: Date; access: Pick<BucketAccess, 'vesselIds'> },
) {
  const { query, now } = props;
  const conditions: (SQL | undefined)[] = [
    eq(items.bucketId, props.bucketId),
    eq(items.isActive, true),
    itemsInScope(deps.db, props.access),
  ];
  if (query.set) conditions.push(setFilter(query.set));
  if (query.stats_field) conditions.push(statsFieldFilter(query.stats_field, now));
  // The ship's orders as a set the items' order_id is looked up in (from purchase_orders_vessel_idx
  // alone), not a join: the list then walks its own index in order.
  if (query.vessel_id)
    conditions.push(
      inArray(
        items.orderId,
        deps.db
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.vesselId, query.vessel_id)),
      ),
    );
  if (query.supplier_id) conditions.push(eq(items.supplierId, query.supplier_id));
  if (query.order_id) conditions.push(eq(items.orderId, query.order_id));
  if (query.search) conditions.push(searchFilter(query.search));
  return { where: and(...conditions) as SQL, needs: { order: false } };
}

/**
 * A page of a company's active items by the list query (set filter, statistics field, vessel,
 * supplier, order, search, include, paging): the one builder behind every item list.
 */
export async function listActiveItems(
  deps: AppDeps,
  props: {
    bucketId: string;
    query: z.infer<typeof ZItemListQuery>;
    now: Date;
    access: Pick<BucketAccess, 'vesselIds'>;
  },
) {
  const { query } = props;
  const { where, needs } = activeItemsWhere(deps, props);
  // A set, statistics field and vessel alone: the total from the list counters (decision 0034).
  const total = isCountedList(query)
    ? countedTotal(
        {
          bucketId: props.bucketId,
          set: query.set,
          statsField: query.stats_field,
          vesselId: query.vessel_id,
          access: props.access,
          now: props.now,
        },
        deps.db,
      )
    : undefined;
  const { content, total: totalElements } = await selectItems(deps.db, {
    where,
    needs,
    total,
    include: includeSet(query.include),
    limit: query.size,
    offset: query.page * query.size,
  });
  return { content, page: query.page, size: query.size, total_elements: totalElements };
}
