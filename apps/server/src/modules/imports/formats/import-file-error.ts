// What ends the reading of a whole file, in words the job's log shows as they are.
import { IMPORT_SETTINGS, type ImportProblem } from '@keelson/domain';

/**
 * The file cannot be read on (not a workbook, truncated, not well formed, too big): the job fails with
 * this message. Problems of one row or one column are ImportProblems instead, and reading goes on.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}

export type ImportReadLimits = {
  /** More rows than this end the file: a job that would run for hours is refused at once. */
  maxRows: number;
  /** Bytes a spreadsheet may inflate to in all: past it the workbook is taken for a zip bomb. */
  maxInflatedBytes: number;
  /** Bytes of the workbook parts held in memory while the sheets are read (shared strings, styles, the workbook). */
  maxPartBytes: number;
  /** Characters of one line (JSON lines) or one text or tag (XML, sheets): one cell is never megabytes. */
  maxTokenChars: number;
  /** Bytes of a stream copied to a temporary file before a spreadsheet is read. */
  maxFileBytes: number;
};

const MB = 1024 * 1024;

export const DEFAULT_IMPORT_READ_LIMITS: ImportReadLimits = {
  maxRows: IMPORT_SETTINGS.maxRows,
  // 2,000,000 rows of an ihm.flat sheet inflate to about 1.5 GB of XML.
  maxInflatedBytes: 2048 * MB,
  maxPartBytes: 128 * MB,
  maxTokenChars: 1 * MB,
  maxFileBytes: IMPORT_SETTINGS.maxFileBytes,
};

export const formatCount = (n: number) => n.toLocaleString('en-US');
export const formatKb = (chars: number) => `${formatCount(Math.round(chars / 1024))} KB`;
/** Sizes as people read them: megabytes, or kilobytes below one (a test's small limit). */
export const formatMb = (bytes: number) =>
  bytes < MB ? formatKb(bytes) : `${formatCount(Math.round(bytes / MB))} MB`;

/** A problem of a sheet, a row or a column that has no value to show (the readers' own findings). */
export const problemAt = (
  sheet: string | null,
  row: number | null,
  column: string | null,
  message: string,
): ImportProblem => ({ sheet, row, column, value: null, message });
