// One export: the filtered items, page by page, through the writer of the file type into the download.
import type { Writable } from 'node:stream';
import type { ExportFileType, TItemExportFilters } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import type { BucketAccess } from '../access/bucket-access.ts';
import { activeItemsWhere } from '../order-items/item-route-helpers.ts';
import { exportPage } from './export.queries.ts';
import { EXPORT_COLUMNS, exportCells } from './export-columns.ts';
import { ExportAborted } from './export-output.ts';
import { type ExportWriter, jsonLinesWriter, xmlWriter } from './export-text-writers.ts';
import { spreadsheetWriter } from './export-xlsx-writer.ts';

/** Items read per round trip: large enough that the queries cost little per item, small enough to hold. */
export const EXPORT_PAGE_ITEMS = 1000;

export const EXPORT_EXTENSIONS = { spreadsheet: 'xlsx', jsonlines: 'jsonl', xml: 'xml' } as const;
export const EXPORT_CONTENT_TYPES = {
  spreadsheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jsonlines: 'application/jsonl',
  xml: 'application/xml',
} as const;

const WRITERS: Record<ExportFileType, (output: Writable, columns: readonly string[]) => ExportWriter> = {
  spreadsheet: spreadsheetWriter,
  jsonlines: jsonLinesWriter,
  xml: xmlWriter,
};

/** `orders-<company>-<day>.<ext>`: the company's name as letters, digits and dashes. */
export function exportFileName(companyName: string, fileType: ExportFileType, now: Date) {
  const slug =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'company';
  return `orders-${slug}-${now.toISOString().slice(0, 10)}.${EXPORT_EXTENSIONS[fileType]}`;
}

/**
 * Writes the company's active items that the list shows with these filters (and the caller's vessel
 * scope) into `output`, newest first as the list, and ends it. Only one page is held at a time and
 * the next is read once the download has taken the last. A download closed early stops the reading.
 */
export async function writeItemsExport(
  deps: AppDeps,
  props: {
    bucketId: string;
    filters: TItemExportFilters;
    access: Pick<BucketAccess, 'vesselIds'>;
    fileType: ExportFileType;
    output: Writable;
    now: Date;
    pageItems?: number;
  },
): Promise<void> {
  const { where, needs } = activeItemsWhere(deps, {
    bucketId: props.bucketId,
    query: props.filters,
    now: props.now,
    access: props.access,
  });
  const writer = WRITERS[props.fileType](props.output, EXPORT_COLUMNS);
  const limit = props.pageItems ?? EXPORT_PAGE_ITEMS;
  let after: string | null = null;
  try {
    for (;;) {
      const page = await exportPage(deps.db, { where, needs, after, limit });
      if (page.length > 0) await writer.rows(page.map(exportCells));
      if (page.length < limit) break;
      after = page[page.length - 1]?.id ?? null;
    }
    await writer.end();
  } catch (error) {
    if (error instanceof ExportAborted) return;
    throw error;
  }
}
