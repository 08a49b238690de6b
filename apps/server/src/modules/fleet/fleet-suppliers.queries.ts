import type { TFleetSupplier } from '@keelson/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, purchaseOrders, suppliers } from '../../db/schema/index.ts';
import { statsConditions } from '../stats/stats.counts.ts';
import { type FleetScopeCompany, scopeVesselIds } from './fleet-scope.queries.ts';

/**
 * The suppliers with most overdue requests across the caller's fleet: items waiting for the
 * supplier's documents past the deadline (wait_for_documents_overdue, the statistics' own
 * condition, so a supplier's bar equals the list it opens), within the vessels the caller sees.
 * One grouped statement; suppliers without overdue items are left out.
 */
export async function topOverdueSuppliers(
  db: Database,
  props: { scope: readonly FleetScopeCompany[]; now: Date; limit: number },
): Promise<TFleetSupplier[]> {
  if (scopeVesselIds(props.scope).length === 0) return [];
  // Whole companies are counted from the documents index alone; a company seen through some of
  // its ships only (crew) narrows to the orders of those ships.
  const whole = props.scope.filter((company) => company.whole).map((company) => company.id);
  const partial = props.scope.filter((company) => !company.whole && company.vessels.length > 0);
  const partialVessels = partial.flatMap((company) => company.vessels.map((vessel) => vessel.id));
  const inScope = or(
    whole.length ? inArray(items.bucketId, whole) : undefined,
    partial.length
      ? and(
          inArray(
            items.bucketId,
            partial.map((company) => company.id),
          ),
          inArray(
            items.orderId,
            db
              .select({ id: purchaseOrders.id })
              .from(purchaseOrders)
              .where(inArray(purchaseOrders.vesselId, partialVessels)),
          ),
        )
      : undefined,
  );
  const overdue = sql<number>`count(*)`.mapWith(Number);
  const counted = db
    .select({ companyId: items.bucketId, supplierId: items.supplierId, overdue: overdue.as('overdue') })
    .from(items)
    .where(and(inScope, eq(items.isActive, true), statsConditions(props.now).wait_for_documents_overdue))
    .groupBy(items.bucketId, items.supplierId)
    .as('counted');
  const rows = await db
    .select({
      companyId: counted.companyId,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      overdue: counted.overdue,
    })
    .from(counted)
    .innerJoin(suppliers, eq(suppliers.id, counted.supplierId))
    .orderBy(desc(counted.overdue), suppliers.name, suppliers.id)
    .limit(props.limit);
  const names = new Map(props.scope.map((company) => [company.id, company.name]));
  return rows.map((row) => ({
    company_id: row.companyId,
    company_name: names.get(row.companyId) ?? '',
    supplier_id: row.supplierId,
    supplier_name: row.supplierName,
    wait_for_documents_overdue: Number(row.overdue),
  }));
}
