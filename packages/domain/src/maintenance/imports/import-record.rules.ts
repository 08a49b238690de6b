// One record of a file checked against the field table: its values typed, or what is wrong, field by field.
import { type ImportField, importColumnName, importFieldsOf } from './import-fields.table.ts';
import type { ImportProblem, ImportRecord } from './import-record.types.ts';
import {
  type ImportFieldValue,
  type ImportValueOptions,
  importCellText,
  readImportValue,
} from './import-value.rules.ts';

export type ImportRecordCheck = {
  /** Every field of the entity, by its record name; null when empty or unreadable. */
  values: Record<string, ImportFieldValue>;
  /** One per unreadable field and per missing required field; empty when the record can be imported. */
  problems: ImportProblem[];
};

/**
 * Checks a record field by field (see IMPORT_FIELDS): each unreadable value and each missing required
 * value is a problem naming the column (its prefixed name: `supplier.extid`), the value and what is
 * wrong. Fields the table does not know are ignored here: the readers report unknown columns once per
 * file instead of once per row.
 */
export function validateImportRecord(
  record: ImportRecord,
  where: { sheet: string | null; row: number | null },
  options: ImportValueOptions = {},
): ImportRecordCheck {
  const values: Record<string, ImportFieldValue> = {};
  const problems: ImportProblem[] = [];
  const unreadable = new Set<string>();
  const problem = (field: ImportField, message: string): ImportProblem => ({
    sheet: where.sheet,
    row: where.row,
    column: importColumnName(field),
    value: importCellText(record.fields[field.name]),
    message,
  });
  const fields = importFieldsOf(record.entity);
  for (const field of fields) {
    const read = readImportValue(field, record.fields[field.name], options);
    values[field.name] = read.ok ? read.value : null;
    if (!read.ok) {
      unreadable.add(field.name);
      problems.push(problem(field, read.message));
    }
  }
  // A value that is there but unreadable is reported once, as unreadable, not also as missing.
  for (const field of fields)
    if (field.requirement === 'required' && values[field.name] === null && !unreadable.has(field.name))
      problems.push(problem(field, `Missing ${importColumnName(field)}`));
  const oneOf = fields.filter((f) => f.requirement === 'one_of');
  const first = oneOf[0];
  if (first && oneOf.every((f) => values[f.name] === null && !unreadable.has(f.name)))
    problems.push(problem(first, `Missing ${oneOf.map(importColumnName).join(' or ')}`));
  return { values, problems };
}
