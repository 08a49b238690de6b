import { matchesSearch, parseSearch } from '@keelson/domain';

/**
 * The rows whose texts match the filter box, with the search syntax of the item lists: words,
 * "quoted phrases", -negation (case-insensitive). An empty filter keeps every row.
 */
export function filterRows<T>(rows: readonly T[], filter: string, texts: (row: T) => (string | null)[]): T[] {
  const query = parseSearch(filter);
  if (query.terms.length === 0) return [...rows];
  return rows.filter((row) => matchesSearch(query, texts(row).filter(Boolean).join(' ')));
}

/** The rows of one page (zero-based) of the given size. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, (page + 1) * size);
}
