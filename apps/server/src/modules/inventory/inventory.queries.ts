import type { TItemInventory, TUsageGraph } from '@keelson/contract';
import { fullName, usageGraphEdges, usageGraphNodes } from '@keelson/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  itemInstallations,
  itemLogEntries,
  itemRemovals,
  itemStorages,
  users,
} from '../../db/schema/index.ts';

/** An item's storages, installations, removals and log, oldest first: four queries. */
export async function itemInventory(db: Database, itemId: string): Promise<TItemInventory> {
  const [storages, installations, removals, log] = await Promise.all([
    db
      .select()
      .from(itemStorages)
      .where(eq(itemStorages.orderItemId, itemId))
      .orderBy(asc(itemStorages.createdAt)),
    db
      .select()
      .from(itemInstallations)
      .where(eq(itemInstallations.orderItemId, itemId))
      .orderBy(asc(itemInstallations.createdAt)),
    db
      .select()
      .from(itemRemovals)
      .where(eq(itemRemovals.orderItemId, itemId))
      .orderBy(asc(itemRemovals.createdAt)),
    db
      .select({
        entry: itemLogEntries,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(itemLogEntries)
      .leftJoin(users, eq(users.id, itemLogEntries.userId))
      .where(eq(itemLogEntries.orderItemId, itemId))
      .orderBy(asc(itemLogEntries.doneAt), asc(itemLogEntries.createdAt)),
  ]);
  const placed = (row: typeof itemStorages.$inferSelect) => ({
    id: row.id,
    order_item_id: row.orderItemId,
    quantity: row.quantity,
    location: row.location,
    remarks: row.remarks,
    created_at: row.createdAt.toISOString(),
    location_deckplan_id: row.deckplanId,
    location_x: row.x,
    location_y: row.y,
  });
  return {
    storages: storages.map(placed),
    installations: installations.map((row) => ({
      ...placed(row),
      installed_at: row.installedAt.toISOString(),
    })),
    removals: removals.map((row) => ({
      id: row.id,
      order_item_id: row.orderItemId,
      quantity: row.quantity,
      location: row.location,
      remarks: row.remarks,
      created_at: row.createdAt.toISOString(),
      removed_at: row.removedAt.toISOString(),
      source_deckplan_id: row.sourceDeckplanId,
      source_x: row.sourceX,
      source_y: row.sourceY,
      is_documented: row.isDocumented,
      discharge_receipt_id: row.dischargeReceiptId,
    })),
    log: log.map(({ entry, user }) => ({
      id: entry.id,
      order_item_id: entry.orderItemId,
      type: entry.type,
      done_at: entry.doneAt.toISOString(),
      quantity: entry.quantity,
      remarks: entry.remarks,
      storage_id: entry.storageId,
      installation_id: entry.installationId,
      removal_id: entry.removalId,
      taken_from_storage_id: entry.takenFromStorageId,
      taken_from_installation_id: entry.takenFromInstallationId,
      location_deckplan_id: entry.deckplanId,
      location_x: entry.x,
      location_y: entry.y,
      user: user
        ? {
            id: user.id,
            name: fullName({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
          }
        : null,
    })),
  };
}

/** The item's usage graph, derived from its log, with each pin's plan and spot. */
export async function itemUsageGraph(db: Database, itemId: string): Promise<TUsageGraph> {
  const inventory = await itemInventory(db, itemId);
  const edges = usageGraphEdges(itemId, inventory.log);
  const spots = new Map<string, { deckplan: string | null; x: number | null; y: number | null }>();
  for (const row of inventory.storages)
    spots.set(`storage:${row.id}`, {
      deckplan: row.location_deckplan_id,
      x: row.location_x,
      y: row.location_y,
    });
  for (const row of inventory.installations)
    spots.set(`installation:${row.id}`, {
      deckplan: row.location_deckplan_id,
      x: row.location_x,
      y: row.location_y,
    });
  for (const row of inventory.removals)
    spots.set(`removal:${row.id}`, { deckplan: row.source_deckplan_id, x: row.source_x, y: row.source_y });
  return {
    edges,
    nodes: usageGraphNodes(edges).map((node) => {
      const spot = spots.get(node.id);
      return {
        ...node,
        location_deckplan_id: spot?.deckplan ?? null,
        location_x: spot?.x ?? null,
        location_y: spot?.y ?? null,
      };
    }),
  };
}
