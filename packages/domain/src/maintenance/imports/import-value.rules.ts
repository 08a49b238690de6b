// Reading one cell as the type its field says, with the message the job's log shows when it cannot.
import { ORDER_STATUSES, type OrderStatus } from '../order.constants.ts';
import type { ImportSource } from './import.constants.ts';
import type { ImportField } from './import-fields.table.ts';
import type { ImportCell } from './import-record.types.ts';
import { headerKey, IMPORT_SOURCE_FORMATS } from './import-sources.table.ts';

export type ImportFieldValue = string | number | Date | null;
export type ImportValueResult = { ok: true; value: ImportFieldValue } | { ok: false; message: string };

/** Which source's export the value comes from: its date formats, decimal comma and status words apply. */
export type ImportValueOptions = { source?: ImportSource | null };

const ok = (value: ImportFieldValue): ImportValueResult => ({ ok: true, value });
const fail = (message: string): ImportValueResult => ({ ok: false, message });

/** A date with no time of day reads as that day in UTC; spreadsheet dates are days without a zone. */
function dateText(date: Date): string {
  // A reader may hand over a date it could not make sense of: it reads as what it is, not a crash.
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** The cell as text, trimmed; null when it holds nothing. Used for messages and for text fields. */
export function importCellText(cell: ImportCell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const text = cell instanceof Date ? dateText(cell) : String(cell).trim();
  return text === '' ? null : text;
}

/** 7 digits whose last is the sum of the first six weighted 7, 6, 5, 4, 3, 2, modulo 10. */
export function isImoNumber(text: string): boolean {
  if (!/^\d{7}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(text[i]) * (7 - i);
  return sum % 10 === Number(text[6]);
}

function readImo(text: string): ImportValueResult {
  // Exports write "IMO 9074729" as often as "9074729".
  const digits = text.replace(/^IMO\s*/i, '');
  if (!/^\d{7}$/.test(digits)) return fail(`'${text}' is not an IMO number (7 digits)`);
  return isImoNumber(digits) ? ok(digits) : fail(`IMO number ${digits} fails its check digit`);
}

const POINT_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const COMMA_NUMBER = /^[+-]?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/;

function readNumber(cell: ImportCell, text: string, options: ImportValueOptions): ImportValueResult {
  if (typeof cell === 'number') return Number.isFinite(cell) ? ok(cell) : fail(`'${text}' is not a number`);
  if (typeof cell !== 'string') return fail(`'${text}' is not a number`);
  const source = options.source ? IMPORT_SOURCE_FORMATS[options.source] : null;
  if (source?.decimalComma) {
    // A point is a thousands separator there (1.250,5): reading it as a decimal would be wrong by 1000.
    if (COMMA_NUMBER.test(text)) return ok(Number(text.replace(/\./g, '').replace(',', '.')));
    return fail(`'${text}' is not a number: ${source.label} writes decimals with a comma (9,50)`);
  }
  if (POINT_NUMBER.test(text)) return ok(Number(text));
  // "1,000" may be a thousand or one: refuse rather than guess.
  if (/^[+-]?[\d.,]+$/.test(text))
    return fail(`'${text}' is not a number: write decimals with a point (9.50) and no thousands separator`);
  return fail(`'${text}' is not a number`);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A Date from parts, or null when a part is out of range (31 February, hour 25). */
function utcDate(
  y: number,
  mo: number,
  d: number,
  h = 0,
  mi = 0,
  s = 0,
  ms = 0,
  offsetMinutes = 0,
): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  date.setUTCFullYear(y); // Date.UTC reads years 0–99 as 1900–1999
  const fits =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return fits ? new Date(date.getTime() - offsetMinutes * 60_000) : null;
}

function offsetOf(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

function readIsoDate(text: string): Date | null {
  const day = ISO_DATE.exec(text);
  if (day) return utcDate(Number(day[1]), Number(day[2]), Number(day[3]));
  const time = ISO_TIME.exec(text);
  if (!time) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = time;
  const ms = frac ? Math.round(Number(frac) * 1000) : 0;
  return utcDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), ms, offsetOf(zone));
}

const TOKEN = /yyyy|MM|dd|HH|mm|ss/g;

/** Reads text written as `dd.MM.yyyy HH:mm` and the like (see ImportSourceFormat.dateFormats). */
export function readPatternDate(text: string, pattern: string): Date | null {
  const order: string[] = [];
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const source = escaped.replace(TOKEN, (token) => {
    order.push(token);
    return token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})';
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return null;
  const part = (token: string) => {
    const at = order.indexOf(token);
    return at < 0 ? 0 : Number(match[at + 1]);
  };
  return utcDate(part('yyyy'), part('MM'), part('dd'), part('HH'), part('mm'), part('ss'));
}

function readDate(cell: ImportCell, text: string, options: ImportValueOptions): ImportValueResult {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? fail(`'${text}' is not a date`) : ok(cell);
  const formats = options.source ? IMPORT_SOURCE_FORMATS[options.source].dateFormats : [];
  if (typeof cell === 'string') {
    const date = readIsoDate(text) ?? formats.map((f) => readPatternDate(text, f)).find((d) => d) ?? null;
    if (date) return ok(date);
  }
  const expected = ['YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ssZ', ...formats].join(', ');
  return fail(`'${text}' is not a date (expected ${expected})`);
}

// As the account e-mail check: something@label.label without spaces; the supplier's mail proves the rest.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const STATUS_KEY = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function readStatus(text: string, options: ImportValueOptions): ImportValueResult {
  const words = options.source ? IMPORT_SOURCE_FORMATS[options.source].statuses : {};
  const theirs = Object.entries(words).find(([word]) => headerKey(word) === headerKey(text));
  if (theirs) return ok(theirs[1]);
  const ours = STATUS_KEY(text);
  if ((ORDER_STATUSES as readonly string[]).includes(ours)) return ok(ours as OrderStatus);
  return fail(`Order status '${text}' is not one of: ${ORDER_STATUSES.join(', ')}`);
}

/**
 * The cell read as the field's type: text trimmed and bounded, numbers and whole numbers with their
 * minimum, dates (Date cells, ISO text, the source's formats), e-mail addresses, IMO numbers with their
 * check digit, order statuses. An empty cell is null here; whether it may be empty is the record's rule.
 */
export function readImportValue(
  field: ImportField,
  cell: ImportCell | undefined,
  options: ImportValueOptions = {},
): ImportValueResult {
  const text = importCellText(cell);
  if (text === null || cell === null || cell === undefined) return ok(null);
  const column = field.name.includes('.') ? field.name : `${field.entity}.${field.name}`;
  if (cell instanceof Date && Number.isNaN(cell.getTime())) return fail(`${column} holds an invalid date`);
  if (field.maxLength !== null && text.length > field.maxLength)
    return fail(`${column} is longer than ${field.maxLength} characters (${text.length})`);
  switch (field.type) {
    case 'text':
      return ok(text);
    case 'email':
      return EMAIL.test(text) ? ok(text) : fail(`'${text}' is not an e-mail address`);
    case 'imo':
      return readImo(text);
    case 'order_status':
      return readStatus(text, options);
    case 'date':
      return readDate(cell, text, options);
    case 'number':
    case 'integer': {
      const read = readNumber(typeof cell === 'string' ? text : cell, text, options);
      if (!read.ok) return read;
      const value = read.value as number;
      if (field.type === 'integer' && !Number.isInteger(value))
        return fail(`'${text}' is not a whole number`);
      if (field.min !== null && value < field.min)
        return fail(`${column} must be ${field.min} or more, not ${text}`);
      return read;
    }
  }
}
