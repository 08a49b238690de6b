import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, purchaseOrders, vessels } from '../../db/schema/index.ts';
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
