export type ImportValue = string | number | boolean | Date | null | undefined;

const same = (a: ImportValue, b: ImportValue) =>
  a instanceof Date || b instanceof Date
    ? a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
    : a === b;

/**
 * The fields a re-imported row changes on a stored entity: those the file gives a value for that
 * differs from the stored one. A field the file leaves empty is no news, never an erasure: a
 * procurement export that stops sending a column must not wipe what the company recorded.
 */
export function changedImportFields(
  stored: Record<string, ImportValue>,
  incoming: Record<string, ImportValue>,
): string[] {
  return Object.keys(incoming).filter((field) => {
    const value = incoming[field];
    return value !== null && value !== undefined && !same(stored[field] ?? null, value);
  });
}

/** Two descriptions of one entity in one file agree when every field both give is the same. */
export function conflictingImportFields(
  first: Record<string, ImportValue>,
  again: Record<string, ImportValue>,
): string[] {
  return Object.keys(again).filter((field) => {
    const a = first[field];
    const b = again[field];
    return a !== null && a !== undefined && b !== null && b !== undefined && !same(a, b);
  });
}

/**
 * What the expert is told changed on an item whose review was closed (spec: new data to review):
 * another article is `article`, any other field of the item is `item`. Order and article data
 * changed by a re-import mark their items with `order` and `article`.
 */
export function newDataChangesOfItem(changedFields: readonly string[]): ('article' | 'item')[] {
  const kinds = new Set<'article' | 'item'>();
  for (const field of changedFields) kinds.add(field === 'articleId' ? 'article' : 'item');
  return [...kinds].sort();
}
