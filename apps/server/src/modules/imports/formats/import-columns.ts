// Headers (or JSON keys, XML elements) mapped onto the field table, and rows of cells turned into records.
// Every format goes through here, so a flat sheet, a flat JSON line and a CFM export agree on what a row says.
import {
  IMPORT_ENTITIES,
  IMPORT_FIELDS,
  IMPORT_SOURCE_FORMATS,
  type ImportCell,
  type ImportEntity,
  type ImportField,
  type ImportRecord,
  type ImportSource,
  importColumnName,
  importFieldsOf,
  sourceColumnName,
} from '@keelson/domain';

/** flat: prefixed names, one row describes an order item and what it refers to; entity: one entity per row. */
export type ImportLayout = { kind: 'flat' } | { kind: 'entity'; entity: ImportEntity };

export type ColumnIssue = { column: string; message: string };

export type ColumnPlan = {
  layout: ImportLayout;
  /** Per position: the flat column name (flat) or the record's field name (entity); null is not read. */
  targets: (string | null)[];
  /** Flat: the entities the rows describe, in reading order. */
  entities: ImportEntity[];
  /** A column without which no row can be read is missing: the sheet is not read. */
  fatal: boolean;
  issues: ColumnIssue[];
};

/** The columns of a flat file: every entity's own fields, prefixed. References are those same columns. */
export const FLAT_COLUMNS: readonly string[] = IMPORT_FIELDS.filter((f) => !f.name.includes('.')).map(
  importColumnName,
);

/** A flat row always describes an order item of an order; the other entities only when their columns say enough. */
const SPINE: readonly ImportEntity[] = ['purchase_order', 'purchase_order_item'];

/** Columns that also serve as references: without the rest of their entity's columns they only point. */
const KEYS = new Set(IMPORT_FIELDS.filter((f) => f.name.includes('.')).map((f) => f.name));

const ownFields = (entity: ImportEntity) => importFieldsOf(entity).filter((f) => !f.name.includes('.'));

function flatTarget(header: string, source: ImportSource | null): string | null {
  if (source) return sourceColumnName(source, header);
  const name = header.trim().toLowerCase();
  return FLAT_COLUMNS.includes(name) ? name : null;
}

function entityTarget(entity: ImportEntity, header: string): string | null {
  const name = header.trim().toLowerCase();
  const field = importFieldsOf(entity).find((f) => f.name === name || importColumnName(f) === name);
  return field ? field.name : null;
}

/** How a missing column is named: by the source's own header when the file is a source's export. */
function columnLabel(column: string, source: ImportSource | null): string {
  if (!source) return column;
  const theirs = Object.entries(IMPORT_SOURCE_FORMATS[source].columns).find(([, ours]) => ours === column);
  return theirs ? `'${theirs[0]}' (${column})` : column;
}

/** Whether the columns present give what the entity requires: each required field, one of the one_of fields. */
function missingColumns(fields: ImportField[], has: (column: string) => boolean): string[][] {
  const missing = fields.filter((f) => f.requirement === 'required' && !has(f.name)).map((f) => [f.name]);
  const oneOf = fields.filter((f) => f.requirement === 'one_of');
  if (oneOf.length > 0 && !oneOf.some((f) => has(f.name))) missing.push(oneOf.map((f) => f.name));
  return missing;
}

/**
 * Maps headers onto the field table. Unknown and repeated columns are issues and not read. With
 * `required`, a sheet missing a column that every row needs is fatal (one message instead of one per
 * row); JSON lines and XML objects leave missing values to the record check of each row.
 */
export function planColumns(
  layout: ImportLayout,
  headers: string[],
  options: { source: ImportSource | null; required: boolean },
): ColumnPlan {
  const issues: ColumnIssue[] = [];
  const targets: (string | null)[] = [];
  const used = new Set<string>();
  for (const header of headers) {
    const trimmed = header.trim();
    const target =
      trimmed === ''
        ? null
        : layout.kind === 'flat'
          ? flatTarget(trimmed, options.source)
          : entityTarget(layout.entity, trimmed);
    if (trimmed !== '' && target === null)
      issues.push({ column: trimmed, message: `Unknown column '${trimmed}' (not read)` });
    if (target !== null && used.has(target))
      issues.push({ column: trimmed, message: `Column '${trimmed}' appears twice; the second is not read` });
    targets.push(target !== null && !used.has(target) ? target : null);
    if (target !== null) used.add(target);
  }
  const say = (names: string[]) => names.map((n) => columnLabel(n, options.source)).join(' or ');
  let fatal = false;
  const entities: ImportEntity[] = [];
  if (layout.kind === 'entity') {
    const missing = missingColumns(importFieldsOf(layout.entity), (name) => used.has(name));
    fatal = options.required && missing.length > 0;
    if (options.required)
      for (const names of missing)
        issues.push({
          column: names[0] ?? '',
          message: `Missing column ${say(names)}: the sheet is not read`,
        });
  } else {
    for (const entity of IMPORT_ENTITIES) {
      const fields = importFieldsOf(entity);
      // In a flat file an entity's fields are its prefixed columns, references included (vessel.imo_number).
      const missing = missingColumns(fields, (name) =>
        used.has(name.includes('.') ? name : `${entity}.${name}`),
      );
      const prefixed = missing.map((names) => names.map((n) => (n.includes('.') ? n : `${entity}.${n}`)));
      if (SPINE.includes(entity)) {
        entities.push(entity);
        if (options.required && prefixed.length > 0) {
          fatal = true;
          for (const names of prefixed)
            issues.push({
              column: names[0] ?? '',
              message: `Missing column ${say(names)}: the sheet is not read`,
            });
        }
      } else if (prefixed.length === 0) entities.push(entity);
      else {
        // Only the keys: they point at known entities. More than the keys but not enough: say what is missing.
        const describing = ownFields(entity).some(
          (f) => used.has(importColumnName(f)) && !KEYS.has(importColumnName(f)),
        );
        if (describing)
          for (const names of prefixed)
            issues.push({
              column: names[0] ?? '',
              message: `Missing column ${say(names)}: the ${entity} columns are not read`,
            });
      }
    }
  }
  return { layout, targets, entities: IMPORT_ENTITIES.filter((e) => entities.includes(e)), fatal, issues };
}

/** Each entity's fields with their flat column, computed once: rows are many. */
const ENTITY_COLUMNS = Object.fromEntries(
  IMPORT_ENTITIES.map((entity) => [
    entity,
    importFieldsOf(entity).map((f) => ({
      name: f.name,
      column: importColumnName(f),
      own: !f.name.includes('.'),
    })),
  ]),
) as Record<ImportEntity, { name: string; column: string; own: boolean }[]>;

const filled = (cell: ImportCell | undefined) =>
  cell !== null && cell !== undefined && (typeof cell !== 'string' || cell.trim() !== '');

/**
 * The records one row gives: a flat row gives its entities in reading order (vessel, supplier, article,
 * order, item), each only when one of its own cells is filled, with the references from the same row;
 * an entity row gives its one record. An empty row gives none.
 */
export function recordsOfRow(plan: ColumnPlan, cells: readonly (ImportCell | undefined)[]): ImportRecord[] {
  const byTarget = new Map<string, ImportCell>();
  plan.targets.forEach((target, i) => {
    if (target !== null) byTarget.set(target, cells[i] ?? null);
  });
  if (plan.layout.kind === 'entity') {
    const fields = Object.fromEntries(byTarget);
    return Object.values(fields).some(filled) ? [{ entity: plan.layout.entity, fields }] : [];
  }
  const records: ImportRecord[] = [];
  for (const entity of plan.entities) {
    const fields: Record<string, ImportCell> = {};
    let described = false;
    for (const field of ENTITY_COLUMNS[entity]) {
      if (!byTarget.has(field.column)) continue;
      const cell = byTarget.get(field.column) ?? null;
      fields[field.name] = cell;
      if (field.own && filled(cell)) described = true;
    }
    if (described) records.push({ entity, fields });
  }
  return records;
}
