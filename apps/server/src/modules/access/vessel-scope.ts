import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
  purchaseOrderItems as items,
  purchaseOrders,
  vessels,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { BucketAccess } from './bucket-access.ts';

type Scope = Pick<BucketAccess, 'vesselIds'>;

/** Nothing at all, for a caller whose grants cover no vessel of the company. */
const nothing = sql`false`;

/** Vessels rows the caller sees (undefined: all). */
export function vesselsInScope(access: Scope): SQL | undefined {
  if (access.vesselIds === null) return undefined;
  return access.vesselIds.length ? inArray(vessels.id, access.vesselIds) : nothing;
}

/** Purchase orders the caller sees: those of the vessels in scope. */
export function ordersInScope(access: Scope): SQL | undefined {
  if (access.vesselIds === null) return undefined;
  return access.vesselIds.length ? inArray(purchaseOrders.vesselId, access.vesselIds) : nothing;
}

/** Order items the caller sees, as a condition on the items table alone (no join needed). */
export function itemsInScope(db: Database, access: Scope): SQL | undefined {
  if (access.vesselIds === null) return undefined;
  if (access.vesselIds.length === 0) return nothing;
  return inArray(
    items.orderId,
    db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.vesselId, access.vesselIds)),
  );
}

/** 404 unless the vessel is in the caller's scope (a vessel of another project does not exist for them). */
export function assertVesselInScope(access: Scope, vesselId: string | null) {
  if (access.vesselIds === null) return;
  if (!vesselId || !access.vesselIds.includes(vesselId)) throw notFound();
}

/** Items (alias `used_item`) that use the outer query's document: selected, requested or in an entry. */
const usedBy = (vesselFilter: SQL) => sql`exists (
    select 1 from ${items} used_item
    join ${purchaseOrders} used_order on used_order.id = used_item.order_id
    where ${vesselFilter}
      and (used_item.selected_md_document_id = ${documents.id}
        or used_item.selected_sdoc_document_id = ${documents.id}
        or exists (
          select 1 from ${documentRequests} used_request
          where used_request.order_item_id = used_item.id
            and (used_request.document_id = ${documents.id}
              or exists (select 1 from ${documentRequestActions} used_action
                where used_action.request_id = used_request.id and used_action.document_id = ${documents.id})))))`;

/**
 * Company documents the caller sees. Experts keep the whole library (they file documents before
 * any item uses them). Anyone else with a vessel scope sees the documents an item of their vessels
 * uses, and those no item uses yet — like a vessel of no project, they belong to the company as a
 * whole — but not a document only other ships' items use.
 */
export function documentsInScope(access: Pick<BucketAccess, 'vesselIds' | 'capabilities'>): SQL | undefined {
  if (access.vesselIds === null || access.capabilities.includes('ihm.maint.is_expert')) return undefined;
  if (access.vesselIds.length === 0) return sql`not ${usedBy(sql`true`)}`;
  const scoped = sql.join(
    access.vesselIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`(${usedBy(sql`used_order.vessel_id in (${scoped})`)} or not ${usedBy(sql`true`)})`;
}

/** Document reuses the caller sees: those for a vessel in scope, and those for no vessel in particular. */
export function reusesInScope(access: Scope): SQL | undefined {
  if (access.vesselIds === null) return undefined;
  if (access.vesselIds.length === 0) return isNull(documentReuses.vesselId);
  return or(isNull(documentReuses.vesselId), inArray(documentReuses.vesselId, access.vesselIds));
}

/** 404 unless the item belongs to a vessel in the caller's scope. */
export async function assertItemInScope(db: Database, access: Scope, itemId: string) {
  if (access.vesselIds === null) return;
  const [item] = await db
    .select({ id: items.id })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .where(and(eq(items.id, itemId), ordersInScope(access)));
  if (!item) throw notFound();
}
