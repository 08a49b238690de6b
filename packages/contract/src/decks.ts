import { z } from 'zod';

// Decks and deck plans of a ship's project (spec sections 3 and 7; docs/decisions/0024).

const ZName = z.string().trim().min(1).max(120);

export const DECKPLAN_IMAGE_STATES = ['none', 'processing', 'ready', 'failed'] as const;

/**
 * A plan's image as a tile pyramid: `tile_url` is a template with `{z}`, `{x}` and `{y}` (signed,
 * valid for hours); at `max_zoom` one tile pixel is one plan pixel. Pins are placed in plan pixels
 * (0 ≤ x < width, 0 ≤ y < height).
 */
export const ZDeckplanImage = z.object({
  state: z.enum(DECKPLAN_IMAGE_STATES),
  version: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  max_zoom: z.number().int().nullable(),
  tile_size: z.number().int(),
  tile_url: z.string().nullable(),
  filename: z.string().nullable(),
  error: z.string().nullable(),
  /** The job cutting the tiles, while it runs (GET /api/jobs/{id} reports its progress). */
  job_id: z.string().nullable(),
});

/** Pins counted (spec section 3: Deck pin counts): stored, installed, removed, holding units, with a to-do. */
export const ZPinCounts = z.object({
  stored: z.number().int(),
  installed: z.number().int(),
  removed: z.number().int(),
  non_empty: z.number().int(),
  todo: z.number().int(),
});
export type TPinCounts = z.infer<typeof ZPinCounts>;

const usage = {
  pin_counts: ZPinCounts,
  has_non_removed_table_a_hazmats: z.boolean(),
  has_non_removed_table_b_hazmats: z.boolean(),
};

export const ZDeckplan = z.object({
  id: z.string(),
  project_id: z.string(),
  deck_id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Enabled and its deck enabled: an entity is effectively enabled only if its parents are. */
  effectively_enabled: z.boolean(),
  index: z.number().int(),
  ...usage,
  image: ZDeckplanImage,
});
export type TDeckplan = z.infer<typeof ZDeckplan>;

export const ZDeck = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  index: z.number().int(),
  deckplans: z.array(ZDeckplan),
  /** Over its effectively enabled plans; a deck has items on board when stored or installed pins exist. */
  ...usage,
});
export type TDeck = z.infer<typeof ZDeck>;

export const ZDeckCreate = z.strictObject({ name: ZName, enabled: z.boolean().optional() });
export const ZDeckPatch = z
  .strictObject({ name: ZName, enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');
/** The project's decks in their new order: every deck exactly once. */
export const ZDeckReorder = z.strictObject({ deck_ids: z.array(z.string().uuid()).min(1).max(200) });
export const ZDeckplanCreate = z.strictObject({ name: ZName, enabled: z.boolean().optional() });
export const ZDeckplanPatch = ZDeckPatch;
