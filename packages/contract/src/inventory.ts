import { z } from 'zod';
import { ZInstant } from './dates.ts';

// The crew's inventory of an order item: receiving, storages, installations, removals and the log
// (spec sections 3, 4 and 7; docs/decisions/0025).

const ZQuantity = z.number().finite().positive().max(1e9);
const ZCoordinate = z.number().finite().min(0).max(1e6);
const ZNote = z.string().trim().max(1000);

export const ZReceiveDelivery = z
  .strictObject({
    receiving_status: z.enum(['Received', 'Rejected']),
    /** How many arrived; required when received. */
    quantity_received: z.number().finite().min(0).max(1e9).optional(),
    /** Why more arrived than was ordered (required then). */
    explanation: ZNote.optional(),
  })
  .refine((body) => body.receiving_status === 'Rejected' || body.quantity_received !== undefined, {
    message: 'This field is required',
    path: ['quantity_received'],
  });

/** A pin on a deck plan: where (plan pixels) and how many. */
export const ZPlace = z.strictObject({
  quantity: ZQuantity,
  deckplan_id: z.string().uuid(),
  x: ZCoordinate,
  y: ZCoordinate,
  location: ZNote.optional(),
  remarks: ZNote.optional(),
});

export const ZInstall = ZPlace.extend({
  installed_at: ZInstant.optional(),
  /** Install from a storage of the item (install-store): the storage gives the units. */
  from_storage_id: z.string().uuid().optional(),
});

export const ZRemove = z
  .strictObject({
    quantity: ZQuantity,
    from_storage_id: z.string().uuid().optional(),
    from_installation_id: z.string().uuid().optional(),
    removed_at: ZInstant.optional(),
    remarks: ZNote.optional(),
  })
  .refine((body) => Boolean(body.from_storage_id) !== Boolean(body.from_installation_id), {
    message: 'Name the storage or the installation the units leave',
    path: ['from_storage_id'],
  });

/**
 * A transfer: units leave a storage or installation for a new storage or installation on any plan
 * of the ship, another deck (transferToDeck), or a ship of the same company.
 */
export const ZTransfer = ZPlace.extend({
  to: z.enum(['storage', 'installation']),
  from_storage_id: z.string().uuid().optional(),
  from_installation_id: z.string().uuid().optional(),
}).refine((body) => Boolean(body.from_storage_id) !== Boolean(body.from_installation_id), {
  message: 'Name the storage or the installation the units leave',
  path: ['from_storage_id'],
});

const placed = {
  id: z.string(),
  order_item_id: z.string(),
  quantity: z.number(),
  location: z.string().nullable(),
  remarks: z.string().nullable(),
  created_at: z.string(),
};

export const ZItemStorage = z.object({
  ...placed,
  location_deckplan_id: z.string(),
  location_x: z.number(),
  location_y: z.number(),
});
export const ZItemInstallation = ZItemStorage.extend({ installed_at: z.string() });
export const ZItemRemoval = z.object({
  ...placed,
  removed_at: z.string(),
  source_deckplan_id: z.string().nullable(),
  source_x: z.number().nullable(),
  source_y: z.number().nullable(),
  is_documented: z.boolean(),
  discharge_receipt_id: z.string().nullable(),
});

export const ZLogEntry = z.object({
  id: z.string(),
  order_item_id: z.string(),
  type: z.string(),
  done_at: z.string(),
  quantity: z.number().nullable(),
  remarks: z.string().nullable(),
  storage_id: z.string().nullable(),
  installation_id: z.string().nullable(),
  removal_id: z.string().nullable(),
  taken_from_storage_id: z.string().nullable(),
  taken_from_installation_id: z.string().nullable(),
  location_deckplan_id: z.string().nullable(),
  location_x: z.number().nullable(),
  location_y: z.number().nullable(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/** Everything on board of one item, and how it got there. */
export const ZItemInventory = z.object({
  storages: z.array(ZItemStorage),
  installations: z.array(ZItemInstallation),
  removals: z.array(ZItemRemoval),
  log: z.array(ZLogEntry),
});
export type TItemInventory = z.infer<typeof ZItemInventory>;

/** A pin on a plan: a storage or installation of an item with units, and its colours per view. */
export const ZPin = z.object({
  id: z.string(),
  type: z.enum(['storage', 'installation']),
  order_item_id: z.string(),
  /** The item's company: where its sheet opens. */
  company_id: z.string(),
  display_name: z.string(),
  quantity: z.number(),
  location_x: z.number(),
  location_y: z.number(),
  /** Pin colour (spec section 4) in the expert's and the crew's view. */
  colour: z.object({ expert: z.string(), crew: z.string() }),
});
export type TPin = z.infer<typeof ZPin>;

const ZUsageCounters = z.object({
  num_empty: z.number().int(),
  num_non_empty: z.number().int(),
  num_with_table_a_hazmats: z.number().int(),
  num_with_table_b_hazmats: z.number().int(),
  num_with_hazmats: z.number().int(),
  num_with_expert_todos: z.number().int(),
  num_with_crew_todos: z.number().int(),
  num_with_todos: z.number().int(),
});

/** Deck plan usage data (spec section 3): what is on one plan, counted. */
export const ZDeckplanUsage = z.object({
  deckplan_id: z.string(),
  num_non_removed_table_a_hazmats: z.number().int(),
  num_non_removed_table_b_hazmats: z.number().int(),
  num_non_removed_hazmats: z.number().int(),
  num_expert_todos: z.number().int(),
  num_crew_todos: z.number().int(),
  num_todos: z.number().int(),
  storages: ZUsageCounters,
  installations: ZUsageCounters,
  removals: ZUsageCounters,
});
export type TDeckplanUsage = z.infer<typeof ZDeckplanUsage>;

/** PATCH of a removal: attach (or take back) its discharge receipt, correct its time or remark. */
export const ZRemovalPatch = z
  .strictObject({
    discharge_receipt_id: z.string().uuid().nullable(),
    removed_at: ZInstant,
    remarks: ZNote,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

/** PATCH of a storage or an installation: move its pin (plan and spot), or edit its location or remark. */
export const ZPlacementPatch = z
  .strictObject({
    deckplan_id: z.string().uuid(),
    x: ZCoordinate,
    y: ZCoordinate,
    location: ZNote,
    remarks: ZNote,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field')
  .refine((patch) => (patch.x === undefined) === (patch.y === undefined), {
    message: 'Move a pin with both x and y',
    path: ['x'],
  })
  .refine((patch) => patch.deckplan_id === undefined || patch.x !== undefined, {
    message: 'A pin moved to another plan needs its spot there',
    path: ['x'],
  });

/** The usage graph of an item (spec section 3): nodes that held units and the edges between them. */
export const ZUsageGraph = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['order', 'delivery', 'storage', 'installation', 'removal', 'discharged']),
      ref_id: z.string(),
      inflow: z.number(),
      outflow: z.number(),
      balance: z.number(),
      /** Where the node is (storages, installations and removals): plan and spot. */
      location_deckplan_id: z.string().nullable(),
      location_x: z.number().nullable(),
      location_y: z.number().nullable(),
    }),
  ),
  edges: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      source_node_id: z.string(),
      target_node_id: z.string(),
      quantity_delta: z.number(),
      done_at: z.string(),
      log_entry_id: z.string(),
    }),
  ),
});
export type TUsageGraph = z.infer<typeof ZUsageGraph>;
