// JSON lines: one object per line. `{"type":"supplier","extid":…}` is one entity (fields as on its
// sheet); an object without "type" is a flat row (keys as the ihm.flat headers, or a source's headers).
import { StringDecoder } from 'node:string_decoder';
import {
  IMPORT_ENTITIES,
  type ImportCell,
  type ImportEntity,
  type ImportProblem,
  type ImportRow,
  type ImportSource,
} from '@keelson/domain';
import { type ColumnPlan, type ImportLayout, planColumns, recordsOfRow } from './import-columns.ts';
import { formatCount, formatKb, ImportFileError, type ImportReadLimits } from './import-file-error.ts';

export const FLAT_LINE = 'flat';

type Line = { number: number; text: string; ended: boolean };

/**
 * Lines of a byte stream. Written here instead of node:readline because readline keeps a line in
 * memory however long it grows: a file without line breaks must stop at the limit, not fill the memory.
 */
async function* linesOf(input: AsyncIterable<Buffer | string>, maxChars: number): AsyncGenerator<Line> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  let bytes = 0;
  for await (const chunk of input) {
    bytes += chunk.length;
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (number === 0) pending = pending.replace(/^\uFEFF/, '');
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      number += 1;
      yield { number, text: pending.slice(0, newline).replace(/\r$/, ''), ended: true };
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > maxChars)
      throw new ImportFileError(`Line ${formatCount(number + 1)} is longer than ${formatKb(maxChars)}`);
  }
  if (bytes === 0) throw new ImportFileError('The file is empty');
  pending += decoder.end();
  if (pending !== '') yield { number: number + 1, text: pending, ended: false };
}

const problem = (
  sheet: string | null,
  row: number,
  column: string | null,
  value: string | null,
  message: string,
): ImportProblem => ({
  sheet,
  row,
  column,
  value,
  message,
});

/** A JSON value as a cell: objects and lists are not cells. */
const isCell = (value: unknown): value is ImportCell =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export async function* readJsonLines(
  input: AsyncIterable<Buffer | string>,
  options: { source: ImportSource | null; limits: ImportReadLimits },
): AsyncGenerator<ImportRow | ImportProblem> {
  const plans = new Map<string, ColumnPlan>();
  const reported = new Set<string>();
  let any = false;
  for await (const line of linesOf(input, options.limits.maxTokenChars)) {
    if (line.text.trim() === '') continue;
    any = true;
    let value: unknown;
    try {
      value = JSON.parse(line.text);
    } catch {
      // A last line cut in the middle is a truncated file, not a bad line.
      throw new ImportFileError(
        line.ended
          ? `Line ${formatCount(line.number)} is not valid JSON`
          : 'The file ends unexpectedly (truncated)',
      );
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield problem(null, line.number, null, null, `Line ${formatCount(line.number)} is not a JSON object`);
      continue;
    }
    const { type, ...rest } = value as Record<string, unknown>;
    let layout: ImportLayout = { kind: 'flat' };
    const object = options.source || type === undefined ? (value as Record<string, unknown>) : rest;
    if (!options.source && type !== undefined) {
      const entity = IMPORT_ENTITIES.find((e) => e === type);
      if (!entity) {
        yield problem(
          null,
          line.number,
          'type',
          String(type),
          `Unknown type '${String(type)}' (not one of ${IMPORT_ENTITIES.join(', ')})`,
        );
        continue;
      }
      layout = { kind: 'entity', entity: entity as ImportEntity };
    }
    const sheet = layout.kind === 'entity' ? layout.entity : FLAT_LINE;
    const keys = Object.keys(object);
    // Lines of one file mostly have the same keys: plan once per key set, but keep the cache small.
    const planKey = `${sheet}\n${keys.join('\n')}`;
    let plan = plans.get(planKey);
    if (!plan) {
      plan = planColumns(layout, keys, { source: options.source, required: false });
      if (plans.size < 100) plans.set(planKey, plan);
    }
    // A column's trouble is the file's, not the row's: say it once.
    for (const issue of plan.issues)
      if (!reported.has(issue.message)) {
        reported.add(issue.message);
        yield problem(sheet, line.number, issue.column, null, issue.message);
      }
    const cells = keys.map((key) => object[key]);
    for (const [i, cell] of cells.entries())
      if (!isCell(cell))
        yield problem(
          sheet,
          line.number,
          keys[i] ?? null,
          JSON.stringify(cell).slice(0, 200),
          `${keys[i]} holds a list or an object, not a value`,
        );
    const records = recordsOfRow(
      plan,
      cells.map((cell) => (isCell(cell) ? cell : null)),
    );
    if (records.length > 0) yield { sheet, row: line.number, records };
  }
  if (!any) throw new ImportFileError('The file is empty');
}
