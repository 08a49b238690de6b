import type { ReportHeader } from '../report-content.types.ts';
import { FIELDS_LAYOUT, ZEBRA_LAYOUT } from './pdf-document.ts';
import type { Content, Width } from './pdfmake-types.ts';
import { instantOf, shipNameOf, textOf } from './report-labels.ts';

// The building blocks the three reports share: headings, label/value tables, data tables, cover.

export type ReportMeta = { version: number; generatedAt: Date; contentHash: string };

export function heading(text: string, level: 1 | 2 = 1, options: { pageBreak?: boolean } = {}): Content {
  return { text, style: level === 1 ? 'h1' : 'h2', pageBreak: options.pageBreak ? 'before' : undefined };
}

/** A label and value table (ship particulars, a signature); empty values print as a dash. */
export function fieldsTable(
  rows: readonly (readonly [string, string | number | null | undefined])[],
  labelWidth = 150,
): Content {
  return {
    table: {
      widths: [labelWidth, '*'],
      dontBreakRows: true,
      body: rows.map(([label, value]) => [{ text: label, bold: true }, textOf(value)]),
    },
    layout: FIELDS_LAYOUT,
    style: 'table',
    margin: [0, 0, 0, 8],
  };
}

export type DataTable = {
  headers: readonly string[];
  widths: readonly Width[];
  rows: readonly (readonly (string | number | null | undefined | Content)[])[];
  /** What an empty table says instead of a header with nothing under it. */
  empty?: string;
};

const cellOf = (value: string | number | null | undefined | Content): Content =>
  typeof value === 'object' && value !== null ? value : textOf(value);

/**
 * A table whose header row repeats on every page it runs over, with rows that never split across
 * a page (a reader must see a row's number beside its material).
 */
export function dataTable(table: DataTable): Content {
  if (table.rows.length === 0)
    return { text: table.empty ?? 'No items listed.', style: 'muted', margin: [0, 0, 0, 8] };
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      keepWithHeaderRows: 1,
      widths: [...table.widths],
      body: [
        table.headers.map((header) => ({ text: header, style: 'tableHeader' })),
        ...table.rows.map((row) => row.map(cellOf)),
      ],
    },
    layout: ZEBRA_LAYOUT,
    style: 'table',
    margin: [0, 0, 0, 10],
  };
}

/** A paragraph of free text (introduction, scope), its line breaks kept. */
export function paragraphs(text: string): Content {
  return { text: text.trim(), margin: [0, 0, 0, 8], alignment: 'left' };
}

/** The cover: title, ship, what the report covers, and the version it is (number, time, hash). */
export function coverPage(props: {
  title: string;
  header: ReportHeader;
  lines: readonly (readonly [string, string | number | null | undefined])[];
  meta: ReportMeta;
}): Content {
  const { header, meta } = props;
  return {
    stack: [
      { text: props.title, style: 'title', margin: [0, 120, 0, 16] },
      { text: shipNameOf(header), fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      { text: `IMO number ${textOf(header.survey.ship.imo_number)}`, fontSize: 12, margin: [0, 0, 0, 40] },
      fieldsTable([
        ...props.lines,
        ['Report version', `Version ${meta.version}`],
        ['Generated', instantOf(meta.generatedAt)],
        ['Content hash', meta.contentHash.slice(0, 12)],
      ]),
    ],
    pageBreak: 'after',
  };
}
