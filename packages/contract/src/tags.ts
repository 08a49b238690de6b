import { z } from 'zod';

// Tags (spec section 3: Tag; section 7: POST /tags/request, GET /tags) and binding one to an item
// (docs/decisions/0026).

/** A batch of new tags for a project (a ship) or a company (bucket). */
export const ZTagRequest = z
  .strictObject({
    project_id: z.string().uuid().optional(),
    bucket_id: z.string().uuid().optional(),
    count: z.number().int().min(1).max(100),
    medium: z.enum(['qr', 'nfc']).default('qr'),
  })
  .refine((body) => Boolean(body.project_id) !== Boolean(body.bucket_id), {
    message: 'Name the project or the company the tags are for',
    path: ['project_id'],
  });

export const ZTagListQuery = z
  .strictObject({
    project_id: z.string().uuid().optional(),
    bucket_id: z.string().uuid().optional(),
    order_item_id: z.string().uuid().optional(),
    /** A code as printed, typed or scanned (any case, dashes, or the QR link). */
    code: z.string().max(300).optional(),
    page_limit: z.coerce.number().int().min(1).max(500).default(50),
    page_offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((query) => [query.project_id, query.bucket_id, query.order_item_id, query.code].some(Boolean), {
    message: 'Filter by project, company, item or code',
    path: ['project_id'],
  });

/** Bind a tag to an order item, or unbind it (null). */
export const ZTagPatch = z.strictObject({ ref_ihm_order_item_id: z.string().uuid().nullable() });

export const ZTag = z.object({
  id: z.string(),
  date: z.string(),
  author: z.string().nullable(),
  company: z.string().nullable(),
  companyUrl: z.string().nullable(),
  medium: z.enum(['qr', 'nfc']),
  encoding: z.literal('url'),
  tagid_format: z.string(),
  tagid_data: z.string(),
  tagid_search: z.string(),
  tagid_formatted_full: z.string(),
  tagid_formatted_short: z.string(),
  project_id: z.string().nullable(),
  bucket_id: z.string().nullable(),
  ref_type: z.enum(['ihm_order_item']).nullable(),
  ref_report_id: z.string().nullable(),
  ref_ihm_order_item_id: z.string().nullable(),
  ref_ihn_check_id: z.string().nullable(),
  /** The item the tag marks, as the landing page and the print sheet need it. */
  ref_ihm_order_item: z
    .object({
      id: z.string(),
      bucket_id: z.string(),
      display_name: z.string(),
      vessel_name: z.string().nullable(),
    })
    .nullable(),
  /** The ship of the tag's project (or of its item), printed on the sticker. */
  ship_name: z.string().nullable(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZTagPage = z.object({ content: z.array(ZTag), total: z.number().int() });
export type TTagPage = z.infer<typeof ZTagPage>;
