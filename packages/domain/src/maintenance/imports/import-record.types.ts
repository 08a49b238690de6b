import type { ImportEntity } from './import.constants.ts';

/** A cell as a reader found it: text, a number, a boolean, a date (spreadsheet date cells) or nothing. */
export type ImportCell = string | number | boolean | Date | null;

/**
 * One entity described by one row of a file, its fields named as in docs/imports.md without the
 * entity's prefix (`imo_number`, `name` …). References to other entities keep their prefix
 * (`vessel.imo_number` on a purchase order, `purchase_order.extid`, `supplier.extid`,
 * `article.extid`, `article.impa_number` on an order item).
 */
export type ImportRecord = {
  entity: ImportEntity;
  fields: Record<string, ImportCell>;
};

/** One row of a file: the sheet (or element / line kind) it came from, its 1-based row number, what it describes. */
export type ImportRow = {
  sheet: string;
  row: number;
  records: ImportRecord[];
};

/** What is wrong with a row (or the file, when row is null), as the job's log says it. */
export type ImportProblem = {
  sheet: string | null;
  row: number | null;
  column: string | null;
  value: string | null;
  message: string;
};
