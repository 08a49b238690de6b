import type { purchaseOrderItems } from '../../db/schema/index.ts';
import type { evaluationFields } from './item-evaluation.mapper.ts';

type ItemRow = typeof purchaseOrderItems.$inferSelect;
type Fields = ReturnType<typeof evaluationFields>;

/** JSON values equal whatever the order of their keys (jsonb stores keys sorted its own way). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

function sameValue(stored: unknown, computed: unknown): boolean {
  if (stored instanceof Date || computed instanceof Date) {
    const time = (value: unknown) =>
      value === null || value === undefined ? null : new Date(value as Date).getTime();
    return time(stored) === time(computed);
  }
  return (stored ?? null) === (computed ?? null);
}

/**
 * Whether an item row already stores this evaluation, column by column: the refresh of a company
 * compares here, against the row it has read, and sends the database only what changed.
 */
export function storesEvaluation(item: ItemRow, fields: Fields): boolean {
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'evaluation') continue;
    if (!sameValue(item[key as keyof ItemRow], value)) return false;
  }
  // The engine's dates are Date objects; stored they are ISO strings, as JSON writes them.
  return sameJson(item.evaluation, JSON.parse(JSON.stringify(fields.evaluation)));
}
