import {
  CONCENTRATION_UNITS,
  CONTAMINATIONS,
  DOCUMENT_ANALYSIS_RESULTS,
  DOCUMENT_CATEGORIES,
  EQUIPMENT_CLASSES,
  HAZMAT_CODES,
  SIGNATURE_TARGETS,
} from '@keelson/domain';
import { z } from 'zod';
import { ZDay, ZInstant } from './dates.ts';

// The surveyor's IHM (spec sections 3, 4, 7 and 9): spots, checks, results, VSCP entries, photos
// and resolutions (docs/decisions/0027).

const ZLabel = z.string().trim().max(200);
const ZNote = z.string().trim().max(2000);
const ZCoordinate = z.number().finite().min(0).max(1e6);
const ZCheckType = z.enum(['sample', 'visual']);
const ZHazmats = z.array(z.enum(HAZMAT_CODES)).max(HAZMAT_CODES.length);
const ZAnalysis = z.partialRecord(z.enum(HAZMAT_CODES), z.enum(DOCUMENT_ANALYSIS_RESULTS));

const place = {
  compartment: ZLabel.optional(),
  position: ZLabel.optional(),
  subposition: ZLabel.optional(),
  location: ZLabel.optional(),
};

const examined = {
  equipment: ZLabel.optional(),
  component: ZLabel.optional(),
  material: ZLabel.optional(),
  color: ZLabel.optional(),
  remarks: ZNote.optional(),
};

export const ZSpotCreate = z.strictObject({ x: ZCoordinate, y: ZCoordinate, ...place });
export const ZSpotPatch = z
  .strictObject({ x: ZCoordinate, y: ZCoordinate, enabled: z.boolean(), ...place })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field')
  .refine((patch) => (patch.x === undefined) === (patch.y === undefined), {
    message: 'Move a spot with both x and y',
    path: ['x'],
  });

export const ZSpot = z.object({
  id: z.string(),
  project_id: z.string(),
  deck_id: z.string(),
  deckplan_id: z.string(),
  enabled: z.boolean(),
  effectively_enabled: z.boolean(),
  x: z.number(),
  y: z.number(),
  location: z.string().nullable(),
  compartment: z.string().nullable(),
  position: z.string().nullable(),
  subposition: z.string().nullable(),
});
export type TSpot = z.infer<typeof ZSpot>;

const checkFields = {
  type: ZCheckType,
  name: ZLabel.min(1),
  suspected_hazmats: ZHazmats.optional(),
  equipment_classes: z.array(z.enum(EQUIPMENT_CLASSES)).max(3).optional(),
  referenced_check_ids: z.array(z.string().uuid()).max(50).optional(),
  approx_mass: ZLabel.optional(),
  vscp_entry_id: z.string().uuid().nullable().optional(),
  document_analysis_results: ZAnalysis.optional(),
  ...examined,
};

export const ZCheckCreate = z.strictObject(checkFields);
export const ZCheckPatch = z
  .strictObject({ ...checkFields, enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

const ZContaminationLevel = z.enum(CONTAMINATIONS).nullable();

export const ZCheckResultFields = z.strictObject({
  hazmat: z.enum(HAZMAT_CODES),
  contamination: z.enum(CONTAMINATIONS),
  concentration: z.number().finite().min(0).max(1e9).nullable().optional(),
  concentration_unit: z.enum(CONCENTRATION_UNITS).nullable().optional(),
  hazmat_details: ZNote.optional(),
  remarks: ZNote.optional(),
  recommendation: ZNote.optional(),
});
export const ZSurveyResultPatch = ZCheckResultFields.extend({ enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

export const ZSurveyResult = z.object({
  id: z.string(),
  project_id: z.string(),
  deck_id: z.string(),
  deckplan_id: z.string(),
  spot_id: z.string(),
  check_id: z.string(),
  hazmat: z.string(),
  contamination: z.string(),
  enabled: z.boolean(),
  concentration: z.number().nullable(),
  concentration_unit: z.string().nullable(),
  hazmat_details: z.string().nullable(),
  remarks: z.string().nullable(),
  recommendation: z.string().nullable(),
});
export type TSurveyResult = z.infer<typeof ZSurveyResult>;

export const ZImage = z.object({ full_url: z.string().nullable(), thumb_url: z.string().nullable() });

export const ZCheckImage = z.object({
  id: z.string(),
  check_id: z.string(),
  project_id: z.string(),
  enabled: z.boolean(),
  state: z.enum(['processing', 'ready', 'failed']),
  rotation: z.number().int(),
  /** Whether only a part of the photo is kept (an imgcrop job cropped it). */
  cropped: z.boolean(),
  filename: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  error: z.string().nullable(),
  job_id: z.string().nullable(),
  image: ZImage,
});
export type TCheckImage = z.infer<typeof ZCheckImage>;

export const ZCheck = z.object({
  id: z.string(),
  project_id: z.string(),
  deck_id: z.string(),
  deckplan_id: z.string(),
  spot_id: z.string(),
  vscp_entry_id: z.string().nullable(),
  referenced_check_ids: z.array(z.string()),
  equipment_classes: z.array(z.string()),
  type: ZCheckType,
  suspected_hazmats: z.array(z.string()),
  enabled: z.boolean(),
  effectively_enabled: z.boolean(),
  name: z.string(),
  displayName: z.string(),
  equipment: z.string().nullable(),
  component: z.string().nullable(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  remarks: z.string().nullable(),
  approx_mass: z.string().nullable(),
  document_analysis_results: z.record(z.string(), z.string()),
  index: z.number().int(),
  /** The worst contamination of its enabled results (spec section 3), null without results. */
  contamination_level: ZContaminationLevel,
  warning: z.string().nullable(),
  spot: ZSpot,
  results: z.array(ZSurveyResult),
  images: z.array(ZCheckImage),
});
export type TCheck = z.infer<typeof ZCheck>;

export const ZCheckListQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** Archived: the disabled checks. */
  archived: z.enum(['true', 'false']).default('false'),
  check_type: ZCheckType.optional(),
  deckplan_id: z.string().uuid().optional(),
  page_limit: z.coerce.number().int().min(1).max(200).default(50),
  page_offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const ZCheckPage = z.object({ content: z.array(ZCheck), total: z.number().int() });
export type TCheckPage = z.infer<typeof ZCheckPage>;

export const ZReorder = z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(10_000) });

/** A check point of a plan: one per enabled check, coloured by its contamination level. */
export const ZCheckPoint = z.object({
  check_id: z.string(),
  spot_id: z.string(),
  name: z.string(),
  type: ZCheckType,
  x: z.number(),
  y: z.number(),
  contamination_level: ZContaminationLevel,
});
export type TCheckPoint = z.infer<typeof ZCheckPoint>;

const vscpFields = {
  check_type: ZCheckType,
  name: ZLabel.min(1),
  suspected_hazmats: ZHazmats.optional(),
  location_description: ZNote.optional(),
  deck_id: z.string().uuid().nullable().optional(),
  deckplan_id: z.string().uuid().nullable().optional(),
  document_analysis_results: ZAnalysis.optional(),
  ...place,
  ...examined,
};
export const ZVscpEntryCreate = z.strictObject(vscpFields);
export const ZVscpEntryPatch = z
  .strictObject({ ...vscpFields, enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

export const ZVscpEntry = z.object({
  id: z.string(),
  project_id: z.string(),
  check_type: ZCheckType,
  suspected_hazmats: z.array(z.string()),
  enabled: z.boolean(),
  deck_id: z.string().nullable(),
  deckplan_id: z.string().nullable(),
  name: z.string(),
  location_description: z.string().nullable(),
  equipment: z.string().nullable(),
  component: z.string().nullable(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  compartment: z.string().nullable(),
  position: z.string().nullable(),
  subposition: z.string().nullable(),
  location: z.string().nullable(),
  remarks: z.string().nullable(),
  document_analysis_results: z.record(z.string(), z.string()),
  index: z.number().int(),
  /** The checks that carry the entry out. */
  checks: z.array(z.object({ id: z.string(), name: z.string(), contamination_level: ZContaminationLevel })),
});
export type TVscpEntry = z.infer<typeof ZVscpEntry>;

export const ZVscpListQuery = z.strictObject({ check_type: ZCheckType.optional() });

/** Values this project already holds, for autocompletion (GET /ihm/projects/{id}/suggested-values). */
export const ZSuggestedValues = z.object({
  equipment: z.array(z.string()),
  component: z.array(z.string()),
  material: z.array(z.string()),
  color: z.array(z.string()),
  location: z.array(z.string()),
  compartment: z.array(z.string()),
});
export type TSuggestedValues = z.infer<typeof ZSuggestedValues>;

export const ZResolution = z.object({
  id: z.string(),
  checkId: z.string(),
  remarks: z.string().nullable(),
  removed: z.boolean(),
  removedAt: z.string().nullable(),
  dischargeReceiptDownloadUrl: z.string().nullable(),
  dischargeReceiptFilename: z.string().nullable(),
});
export type TResolution = z.infer<typeof ZResolution>;

/** The multipart text fields of a resolution (the file is the part dischargeReceipt). */
export const ZResolutionFields = z.strictObject({
  remarks: ZNote.optional(),
  removed: z.enum(['true', 'false']),
  removedAt: ZInstant.optional(),
});

const signatureFields = {
  target: z.enum(SIGNATURE_TARGETS),
  person_name: ZLabel.min(1),
  person_role: ZLabel.optional(),
  function: ZLabel.optional(),
  location: ZLabel.optional(),
  date: ZDay.optional(),
};
export const ZSignatureCreate = z.strictObject(signatureFields);
export const ZSignaturePatch = z
  .strictObject({ ...signatureFields, enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

export const ZSignature = z.object({
  id: z.string(),
  project_id: z.string(),
  target: z.enum(SIGNATURE_TARGETS),
  function: z.string().nullable(),
  image: ZImage,
  person_name: z.string(),
  person_role: z.string().nullable(),
  location: z.string().nullable(),
  date: z.string().nullable(),
  enabled: z.boolean(),
  index: z.number().int(),
});
export type TSignature = z.infer<typeof ZSignature>;

const attachmentFields = {
  type: z.enum(DOCUMENT_CATEGORIES),
  title: ZLabel.min(1),
  related_hazmats: ZHazmats.optional(),
};
export const ZAttachmentCreate = z.strictObject(attachmentFields);
export const ZAttachmentPatch = z
  .strictObject({ ...attachmentFields, enabled: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field');

/** A project attachment (spec section 3: Report document). */
export const ZAttachment = z.object({
  id: z.string(),
  project_id: z.string(),
  file_url: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().int().nullable(),
  type: z.enum(DOCUMENT_CATEGORIES),
  title: z.string(),
  pages: z.number().int().nullable(),
  related_hazmats: z.array(z.string()),
  enabled: z.boolean(),
  filename: z.string().nullable(),
  index: z.number().int(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

const ZField = z.string().trim().max(500).nullable().optional();
const ZLongText = z.string().trim().max(20_000).nullable().optional();

/** The ship's survey data for the IHM report (spec section 3: Vessel survey), section by section. */
export const ZVesselSurvey = z.strictObject({
  general: z
    .strictObject({ report_number: ZField, revision: ZField, prepared_for: ZField, language: ZField })
    .partial()
    .default({}),
  ship: z
    .strictObject({
      name: ZField,
      imo_number: z
        .string()
        .regex(/^\d{7}$/, 'An IMO number has 7 digits')
        .nullable()
        .optional(),
      flag: ZField,
      port_of_registry: ZField,
      ship_type: ZField,
      gross_tonnage: z.number().int().min(0).max(1_000_000).nullable().optional(),
      delivery_date: ZDay.nullable().optional(),
      shipyard: ZField,
      owner: ZField,
      owner_address: ZField,
      manager: ZField,
      manager_address: ZField,
      classification_society: ZField,
    })
    .partial()
    .default({}),
  survey: z
    .strictObject({
      started_on: ZDay.nullable().optional(),
      finished_on: ZDay.nullable().optional(),
      location: ZField,
      surveyor: ZField,
      company: ZField,
    })
    .partial()
    .default({}),
  texts: z
    .strictObject({ introduction: ZLongText, scope: ZLongText, limitations: ZLongText })
    .partial()
    .default({}),
  laboratories: z
    .array(z.strictObject({ name: ZLabel.min(1), address: ZField, accreditation: ZField }))
    .max(20)
    .default([]),
  analysis: z
    .array(z.strictObject({ hazmat: z.enum(HAZMAT_CODES), method: ZLabel.min(1), standard: ZField }))
    .max(50)
    .default([]),
});
export type TVesselSurvey = z.infer<typeof ZVesselSurvey>;

/** The survey data as PUT sends it: the survey cannot end before it started. */
export const ZVesselSurveyPut = ZVesselSurvey.refine(
  (data) =>
    !data.survey.started_on || !data.survey.finished_on || data.survey.finished_on >= data.survey.started_on,
  { message: 'The survey cannot end before it started', path: ['survey', 'finished_on'] },
);
export const ZVesselSurveyAnswer = z.object({ data: ZVesselSurvey, updated_at: z.string().nullable() });
