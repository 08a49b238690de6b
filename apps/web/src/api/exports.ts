import type { ExportFileType, TItemExportLink } from '@keelson/contract';
import { environment } from '../environment.ts';
import { api } from './http.ts';
import type { ItemFilters } from './orders.ts';

/** Exports of the orders list (docs/decisions/0030-exports.md). */
export const exportsApi = {
  /** A link valid 5 minutes that downloads the list with these filters (paging aside) as a file. */
  itemsLink: (bucketId: string, filters: ItemFilters, fileType: ExportFileType) =>
    api.post<TItemExportLink>(`/ihm/maint/companies/${bucketId}/purchase-order-items/export-links`, {
      file_type: fileType,
      set: filters.set ?? undefined,
      stats_field: filters.statsField ?? undefined,
      vessel_id: filters.vesselId || undefined,
      supplier_id: filters.supplierId || undefined,
      order_id: filters.orderId || undefined,
      search: filters.search.trim() || undefined,
    }),
};

/**
 * Lets the browser download a signed link: it streams the file to disk as it arrives, so a large
 * export never sits in the page's memory (a fetch + blob would hold all of it).
 */
export function downloadLink(link: TItemExportLink) {
  const anchor = document.createElement('a');
  anchor.href = `${environment().api.host.replace(/\/+$/, '')}${link.url}`;
  anchor.download = link.file_name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
