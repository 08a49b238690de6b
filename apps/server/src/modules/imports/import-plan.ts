import type {
  articles,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: string };
type Update<T extends { $inferInsert: unknown }> = { id: string; set: Partial<T['$inferInsert']> };

/** What one batch writes, in the order it must: each entity may refer to those before it. */
export type BatchPlan = {
  vesselUpdates: Update<typeof vessels>[];
  supplierInserts: Insert<typeof suppliers>[];
  supplierUpdates: Update<typeof suppliers>[];
  articleInserts: Insert<typeof articles>[];
  articleUpdates: Update<typeof articles>[];
  orderInserts: Insert<typeof purchaseOrders>[];
  orderUpdates: Update<typeof purchaseOrders>[];
  /** New items with what the rules need to decide on them (their vessel and order numbers). */
  itemInserts: {
    item: Insert<typeof purchaseOrderItems>;
    vesselId: string;
    order: {
      id: string;
      status: string;
      orderedAt: Date | null;
      orderNumber: string | null;
      requisitionNumber: string | null;
    };
    article: { name: string | null; description: string | null; impaNumber: string | null } | null;
  }[];
  itemUpdates: Update<typeof purchaseOrderItems>[];
  /** Orders whose own fields changed: their items are evaluated again (the order status counts). */
  changedOrderIds: Set<string>;
};

export const emptyPlan = (): BatchPlan => ({
  vesselUpdates: [],
  supplierInserts: [],
  supplierUpdates: [],
  articleInserts: [],
  articleUpdates: [],
  orderInserts: [],
  orderUpdates: [],
  itemInserts: [],
  itemUpdates: [],
  changedOrderIds: new Set(),
});
