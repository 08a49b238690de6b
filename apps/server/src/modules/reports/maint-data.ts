import type { Contamination, HazmatCode, HazmatContamination } from '@keelson/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { groupBy } from '../../db/rows.ts';
import {
  articles,
  deckplans,
  documents,
  itemInstallations,
  itemRemovals,
  itemStorages,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';

/** A placement of an item's units: where they were stored, installed, or removed from. */
export type ItemPlacement = {
  kind: 'stored' | 'installed' | 'removed';
  at: Date;
  quantity: number;
  location: string;
  receipt: string | null;
  documented: boolean;
};

/** An item brought aboard one of the project's vessels with hazardous materials, and its placements. */
export type HazmatItem = {
  id: string;
  orderNumber: string;
  vesselName: string;
  articleName: string;
  supplierName: string;
  equipmentClass: string | null;
  receivedAt: Date | null;
  quantityReceived: number;
  unit: string;
  hazmats: { hazmat: HazmatCode; contamination: Contamination }[];
  md: string | null;
  sdoc: string | null;
  placements: ItemPlacement[];
};

/** contained is listed as contained; PCHM and results not yet set as potentially containing. */
const CONTAMINATION_OF: Partial<Record<HazmatContamination['result'], Contamination>> = {
  contained: 'yes',
  pchm: 'maybe',
  unknown: 'maybe',
};

const mdDocument = alias(documents, 'md_document');
const sdocDocument = alias(documents, 'sdoc_document');
const receipts = alias(documents, 'receipt');

/** The maintenance vessels tied to the project (the same ship in its companies' data). */
export async function projectVessels(db: Database, projectId: string) {
  return db
    .select({ id: vessels.id, name: vessels.name })
    .from(vessels)
    .where(eq(vessels.projectId, projectId));
}

/**
 * The items received on the project's vessels that hold hazardous materials, with every placement
 * of their units (stored, installed, removed), in the order they arrived. Five queries.
 */
export async function loadHazmatItems(db: Database, vesselIds: string[]): Promise<HazmatItem[]> {
  if (vesselIds.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      orderNumber: purchaseOrders.orderNumber,
      orderExtid: purchaseOrders.extid,
      vesselName: vessels.name,
      articleName: articles.name,
      description: items.articleDescription,
      supplierName: suppliers.name,
      equipmentClass: items.equipmentClass,
      receivedAt: items.deliveredAt,
      quantityReceived: items.quantityReceived,
      unit: items.quantityUnit,
      evaluation: items.evaluation,
      md: mdDocument.filename,
      sdoc: sdocDocument.filename,
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .innerJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .leftJoin(suppliers, eq(suppliers.id, items.supplierId))
    .leftJoin(mdDocument, eq(mdDocument.id, items.selectedMdDocumentId))
    .leftJoin(sdocDocument, eq(sdocDocument.id, items.selectedSdocDocumentId))
    .where(
      and(
        inArray(purchaseOrders.vesselId, vesselIds),
        eq(items.isActive, true),
        eq(items.hasHazmats, true),
        gt(items.quantityReceived, 0),
      ),
    )
    .orderBy(asc(items.deliveredAt), asc(items.id));
  const ids = rows.map((row) => row.id);
  const placements = await loadPlacements(db, ids);
  const placementsOf = groupBy(placements, (p) => p.itemId);
  return rows.map((row) => {
    const contaminations = ((row.evaluation as { contaminations?: HazmatContamination[] } | null)
      ?.contaminations ?? []) as HazmatContamination[];
    return {
      id: row.id,
      orderNumber: row.orderNumber ?? row.orderExtid ?? '',
      vesselName: row.vesselName,
      articleName: row.articleName ?? row.description ?? '',
      supplierName: row.supplierName ?? '',
      equipmentClass: row.equipmentClass,
      receivedAt: row.receivedAt,
      quantityReceived: row.quantityReceived ?? 0,
      unit: row.unit ?? 'pcs',
      hazmats: contaminations.flatMap((c) => {
        const contamination = CONTAMINATION_OF[c.result];
        return contamination ? [{ hazmat: c.hazmat, contamination }] : [];
      }),
      md: row.md,
      sdoc: row.sdoc,
      placements: (placementsOf.get(row.id) ?? []).map(({ itemId: _, ...placement }) => placement),
    };
  });
}

const where = (plan: string | null, location: string | null) =>
  [plan, location].filter((part) => part?.trim()).join(', ');

async function loadPlacements(db: Database, ids: string[]): Promise<(ItemPlacement & { itemId: string })[]> {
  if (ids.length === 0) return [];
  const [stored, installed, removed] = await Promise.all([
    db
      .select({
        itemId: itemStorages.orderItemId,
        at: itemStorages.createdAt,
        quantity: itemStorages.quantity,
        location: itemStorages.location,
        plan: deckplans.name,
      })
      .from(itemStorages)
      .leftJoin(deckplans, eq(deckplans.id, itemStorages.deckplanId))
      .where(inArray(itemStorages.orderItemId, ids)),
    db
      .select({
        itemId: itemInstallations.orderItemId,
        at: itemInstallations.installedAt,
        quantity: itemInstallations.quantity,
        location: itemInstallations.location,
        plan: deckplans.name,
      })
      .from(itemInstallations)
      .leftJoin(deckplans, eq(deckplans.id, itemInstallations.deckplanId))
      .where(inArray(itemInstallations.orderItemId, ids)),
    db
      .select({
        itemId: itemRemovals.orderItemId,
        at: itemRemovals.removedAt,
        quantity: itemRemovals.quantity,
        location: itemRemovals.location,
        plan: deckplans.name,
        receipt: receipts.filename,
        documented: itemRemovals.isDocumented,
      })
      .from(itemRemovals)
      .leftJoin(deckplans, eq(deckplans.id, itemRemovals.sourceDeckplanId))
      .leftJoin(receipts, eq(receipts.id, itemRemovals.dischargeReceiptId))
      .where(inArray(itemRemovals.orderItemId, ids)),
  ]);
  const all = [
    ...stored.map((row) => ({ ...row, kind: 'stored' as const, receipt: null, documented: false })),
    ...installed.map((row) => ({ ...row, kind: 'installed' as const, receipt: null, documented: false })),
    ...removed.map((row) => ({ ...row, kind: 'removed' as const })),
  ];
  return all
    .map(({ plan, location, ...row }) => ({ ...row, location: where(plan, location) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.kind.localeCompare(b.kind));
}
