import { GENERATED_REPORT_STATUSES, REPORT_FILE_KINDS, REPORT_TYPES, REPORT_VARIANTS } from '@keelson/domain';
import { z } from 'zod';
import { ZDay } from './dates.ts';

// Reports of a project (spec sections 3, 4, 7, 9; decision 0031): templates, requests and the
// generated versions, each tied to the content hash of what it shows.

export const ZReportType = z.enum(REPORT_TYPES);
export const ZReportVariant = z.enum(REPORT_VARIANTS);

export const ZReportTemplate = z.object({
  template: z.string(),
  template_name: z.string(),
  type: ZReportType,
  description: z.string(),
  variants: z.array(ZReportVariant),
  has_period: z.boolean(),
  /** Whether the project holds what the template needs now; otherwise why not. */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
});
export type TReportTemplate = z.infer<typeof ZReportTemplate>;
export const ZReportTemplates = z.object({ templates: z.array(ZReportTemplate) });

export const ZReportRequest = z
  .strictObject({
    type: ZReportType,
    /** The template; the type's own when left out. */
    template: z.string().trim().min(1).max(100).optional(),
    variant: ZReportVariant.default('ab'),
    /** ihmmaint and emission: the period covered, both days included; open ends cover everything. */
    period_from: ZDay.nullable().optional(),
    period_to: ZDay.nullable().optional(),
    /** Also a zip with the PDF and the original photos. */
    with_photos: z.boolean().default(false),
  })
  .refine((r) => !r.period_from || !r.period_to || r.period_from <= r.period_to, {
    message: 'The period cannot end before it starts',
    path: ['period_to'],
  });
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReportFile = z.object({
  kind: z.enum(REPORT_FILE_KINDS),
  file_name: z.string(),
  file_size: z.number().int(),
  /** A signed link, valid for a while; ask the report again for a fresh one. */
  url: z.string(),
});
export type TReportFile = z.infer<typeof ZReportFile>;

export const ZGeneratedReport = z.object({
  id: z.string(),
  project_id: z.string(),
  project_content_hash: z.string(),
  /** Versions count within a namespace: the template, variant, period and photo option. */
  namespace: z.string(),
  type: ZReportType,
  template: z.string(),
  template_name: z.string(),
  variant: ZReportVariant,
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  with_photos: z.boolean(),
  status: z.enum(GENERATED_REPORT_STATUSES),
  version: z.number().int(),
  requested_at: z.string(),
  generating_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  files: z.array(ZReportFile),
  error: z.string().nullable(),
  /** The background job (GET /api/jobs/{id}) while it is made. */
  job_id: z.string().nullable(),
  /** 0 to 1 while generating; 1 once finished. */
  progress: z.number(),
  phase: z.string().nullable(),
});
export type TGeneratedReport = z.infer<typeof ZGeneratedReport>;

/** The answer of a request: a new version, or the existing one whose content is unchanged. */
export const ZReportRequestAnswer = z.object({ report: ZGeneratedReport, reused: z.boolean() });

export const ZReportListQuery = z.strictObject({
  type: ZReportType.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZGeneratedReportPage = z.object({
  content: z.array(ZGeneratedReport),
  offset: z.number().int(),
  limit: z.number().int(),
  total_elements: z.number().int(),
  /** The project's content hash now (of Part I), to tell which versions still match the ship. */
  project_content_hash: z.string().nullable(),
});
