import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { projects } from './projects.ts';

/** A deck of a ship's project (main deck, engine room …), in the crew's order (`position`). */
export const decks = pgTable(
  'decks',
  {
    id: id(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('decks_project_idx').on(table.projectId, table.position)],
);

export const DECKPLAN_IMAGE_STATES = ['none', 'processing', 'ready', 'failed'] as const;

/**
 * A plan of a deck: its image, cut into a tile pyramid at upload (docs/decisions/0024). Width and
 * height are the plan's pixels at full size: pins are placed in them.
 */
export const deckplans = pgTable(
  'deckplans',
  {
    id: id(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    imageState: text({ enum: DECKPLAN_IMAGE_STATES }).notNull().default('none'),
    /** Raised with every new image, so that tiles of an older image are never mixed in. */
    imageVersion: integer().notNull().default(0),
    imageWidth: integer(),
    imageHeight: integer(),
    /** The highest zoom of the pyramid: at it one tile pixel is one plan pixel. */
    imageMaxZoom: integer(),
    imageFilename: text(),
    imageError: text(),
    /** The job cutting the current image's tiles (GET /api/jobs/{id}). */
    imageJobId: uuid(),
    imageUpdatedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [index('deckplans_deck_idx').on(table.deckId, table.position)],
);
