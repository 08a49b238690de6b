import type { CropRect } from '@keelson/domain';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { deckplans, decks } from './decks.ts';
import { projects } from './projects.ts';

// The surveyor's IHM (spec section 3: Spot, VSCP entry, Check, Check result, Image, Initial check
// resolution): the initial survey of a ship, on the decks and plans of its project.

export const CHECK_TYPES = ['sample', 'visual'] as const;

/** Document analysis per suspected hazmat: yes, no, maybe, unknown (spec section 4). */
export type DocumentAnalysisResults = Record<string, 'yes' | 'no' | 'maybe' | 'unknown'>;

const surveyed = {
  id: id(),
  projectId: uuid()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
  createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
};

/** What an entry or check examines: equipment, its component, the material and its colour. */
const examined = {
  equipment: text(),
  component: text(),
  material: text(),
  color: text(),
  remarks: text(),
};

/** A marked place on a deck plan (plan pixels) where checks are made. */
export const spots = pgTable(
  'spots',
  {
    ...surveyed,
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    deckplanId: uuid()
      .notNull()
      .references(() => deckplans.id, { onDelete: 'cascade' }),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    location: text(),
    compartment: text(),
    position: text(),
    subposition: text(),
  },
  (table) => [index('spots_project_idx').on(table.projectId), index('spots_plan_idx').on(table.deckplanId)],
);

/** An entry of the visual/sampling check plan (VSCP), in the surveyor's order (`index`). */
export const vscpEntries = pgTable(
  'vscp_entries',
  {
    ...surveyed,
    ...examined,
    checkType: text({ enum: CHECK_TYPES }).notNull(),
    suspectedHazmats: text().array().notNull().default([]),
    name: text().notNull(),
    locationDescription: text(),
    deckId: uuid().references(() => decks.id, { onDelete: 'set null' }),
    deckplanId: uuid().references(() => deckplans.id, { onDelete: 'set null' }),
    compartment: text(),
    position: text(),
    subposition: text(),
    location: text(),
    documentAnalysisResults: jsonb().$type<DocumentAnalysisResults>().notNull().default({}),
    index: integer().notNull().default(0),
  },
  (table) => [index('vscp_entries_project_idx').on(table.projectId, table.index)],
);

/** A visual or sample check at a spot, in the surveyor's order (`index`); disabled = archived. */
export const checks = pgTable(
  'checks',
  {
    ...surveyed,
    ...examined,
    spotId: uuid()
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    deckId: uuid()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    deckplanId: uuid()
      .notNull()
      .references(() => deckplans.id, { onDelete: 'cascade' }),
    vscpEntryId: uuid().references(() => vscpEntries.id, { onDelete: 'set null' }),
    type: text({ enum: CHECK_TYPES }).notNull(),
    name: text().notNull(),
    suspectedHazmats: text().array().notNull().default([]),
    equipmentClasses: text().array().notNull().default([]),
    referencedCheckIds: uuid().array().notNull().default([]),
    approxMass: text(),
    documentAnalysisResults: jsonb().$type<DocumentAnalysisResults>().notNull().default({}),
    index: integer().notNull().default(0),
    /** Worst contamination of its enabled results, kept with every result change (list filters, plan colours). */
    contaminationLevel: text(),
  },
  (table) => [
    index('checks_project_idx').on(table.projectId, table.enabled, table.index),
    index('checks_plan_idx').on(table.deckplanId),
    index('checks_spot_idx').on(table.spotId),
  ],
);

/** A laboratory (or visual) result of a survey check for one hazmat (not an order item's check result). */
export const surveyResults = pgTable(
  'survey_results',
  {
    ...surveyed,
    checkId: uuid()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    hazmat: text().notNull(),
    contamination: text().notNull(),
    concentration: doublePrecision(),
    concentrationUnit: text(),
    hazmatDetails: text(),
    remarks: text(),
    recommendation: text(),
  },
  (table) => [
    index('survey_results_check_idx').on(table.checkId),
    index('survey_results_project_idx').on(table.projectId),
  ],
);

export const CHECK_IMAGE_STATES = ['processing', 'ready', 'failed'] as const;

/** A photo of a check: the original as uploaded, and a full image and thumbnail made on the server. */
export const checkImages = pgTable(
  'check_images',
  {
    ...surveyed,
    checkId: uuid()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    state: text({ enum: CHECK_IMAGE_STATES }).notNull().default('processing'),
    /** Clockwise quarter turns on top of the EXIF orientation: 0, 90, 180 or 270. */
    rotation: integer().notNull().default(0),
    /** The part of the photo kept, in fractions of the upright original; null keeps all of it. */
    crop: jsonb().$type<CropRect>(),
    version: integer().notNull().default(1),
    filename: text(),
    width: integer(),
    height: integer(),
    error: text(),
    jobId: uuid(),
    updatedAt: at(),
  },
  (table) => [
    index('check_images_check_idx').on(table.checkId),
    index('check_images_project_idx').on(table.projectId),
  ],
);

/** What became of a check's hazardous material: removed or not, when, and the discharge receipt. */
export const checkResolutions = pgTable(
  'check_resolutions',
  {
    ...surveyed,
    checkId: uuid()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    removed: boolean().notNull().default(false),
    removedAt: at(),
    remarks: text(),
    receiptFilename: text(),
    receiptContentType: text(),
  },
  (table) => [index('check_resolutions_check_idx').on(table.checkId)],
);

/** Who prepared or approved the inventory, with their drawn or uploaded signature (an image). */
export const signatures = pgTable(
  'signatures',
  {
    ...surveyed,
    /** preparation or approval (spec section 9). */
    target: text().notNull(),
    function: text(),
    personName: text().notNull(),
    personRole: text(),
    location: text(),
    date: text(),
    index: integer().notNull().default(0),
    imageVersion: integer().notNull().default(0),
  },
  (table) => [index('signatures_project_idx').on(table.projectId, table.index)],
);

/** A file of the project's survey (lab reports, certificates, the GA plan, the VSCP …), in order. */
export const attachments = pgTable(
  'attachments',
  {
    ...surveyed,
    /** A document category of spec section 9. */
    type: text().notNull(),
    title: text().notNull(),
    relatedHazmats: text().array().notNull().default([]),
    index: integer().notNull().default(0),
    filename: text(),
    fileType: text(),
    fileSize: integer(),
    fileVersion: integer().notNull().default(0),
  },
  (table) => [index('attachments_project_idx').on(table.projectId, table.index)],
);

/**
 * The ship's survey data for the IHM report (spec section 3: Vessel survey): general, ship, survey,
 * texts, laboratories and analysis sections, one document per project, validated at the edge.
 */
export const vesselSurveys = pgTable('vessel_surveys', {
  projectId: uuid()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: at(),
  updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
});

export const IMGCROP_JOB_STATUSES = ['waiting_for_file', 'processing', 'succeeded', 'failed'] as const;

/**
 * A request to crop an image of the project (spec section 7: imgcrop jobs): a check's photo (the
 * photo keeps the crop and is made again), or an uploaded image whose cropped copy is the result.
 */
export const imgcropJobs = pgTable(
  'imgcrop_jobs',
  {
    id: id(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    checkImageId: uuid().references(() => checkImages.id, { onDelete: 'cascade' }),
    /** The rectangle drawn on the image as shown, in fractions of its sides. */
    crop: jsonb().$type<CropRect>().notNull(),
    /** Clockwise quarter turns of the shown image over the upright one. */
    rotation: integer().notNull().default(0),
    status: text({ enum: IMGCROP_JOB_STATUSES }).notNull(),
    fileName: text(),
    fileSize: integer(),
    width: integer(),
    height: integer(),
    error: text(),
    jobId: uuid(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: at(),
  },
  (table) => [
    index('imgcrop_jobs_project_idx').on(table.projectId, table.createdAt),
    index('imgcrop_jobs_check_image_idx').on(table.checkImageId),
  ],
);
