import { z } from 'zod';
import { ZItemListQuery } from './maintenance.ts';

// Exports of a company's order items (spec section 9: export file types; docs/decisions/0030-exports.md).

export const EXPORT_FILE_TYPES = ['spreadsheet', 'jsonlines', 'xml'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

/** The orders list's own filters, without its paging: an export holds every item the list would page through. */
export const ZItemExportFilters = ZItemListQuery.pick({
  set: true,
  stats_field: true,
  vessel_id: true,
  supplier_id: true,
  order_id: true,
  search: true,
});
export type TItemExportFilters = z.infer<typeof ZItemExportFilters>;

export const ZItemExportQuery = ZItemExportFilters.extend({ file_type: z.enum(EXPORT_FILE_TYPES) });
export type TItemExportQuery = z.infer<typeof ZItemExportQuery>;

/** A short-lived link that downloads the export without the session header (a browser download cannot send it). */
export const ZItemExportLink = z.object({
  url: z.string(),
  file_name: z.string(),
  expires_at: z.string(),
});
export type TItemExportLink = z.infer<typeof ZItemExportLink>;

/** The signed link's own query: the filters and file type it was made for, whose link it is, until when. */
export const ZSignedItemExportQuery = ZItemExportQuery.extend({
  user: z.string().uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});
