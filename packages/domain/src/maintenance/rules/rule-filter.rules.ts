import { matchesSearch } from '../search-query.matcher.ts';
import { parseSearch } from '../search-query.parser.ts';

/**
 * Which order items a rule is about: the orders list's search text, and optionally vessels,
 * suppliers, current categories and IMPA codes. Every part given must hold (an empty part is no
 * condition); a filter without any part would match every item and is refused.
 */
export type RuleFilter = {
  search?: string;
  vessel_ids?: readonly string[];
  supplier_ids?: readonly string[];
  category_ids?: readonly string[];
  impa_codes?: readonly string[];
};

/** The facts of an order item a filter looks at. */
export type RuleSubject = {
  /** The texts the orders list searches (article name, IMPA code, order number, supplier…). */
  searchText: string;
  vesselId: string;
  supplierId: string | null;
  categoryId: string | null;
  impaCode: string | null;
};

const given = (list: readonly string[] | undefined): list is readonly string[] =>
  list !== undefined && list.length > 0;

/** Whether the filter has at least one condition. */
export function isFilterEmpty(filter: RuleFilter): boolean {
  return (
    parseSearch(filter.search ?? '').terms.length === 0 &&
    !given(filter.vessel_ids) &&
    !given(filter.supplier_ids) &&
    !given(filter.category_ids) &&
    !given(filter.impa_codes)
  );
}

/** A matcher for many items: the search is parsed once. */
export function ruleMatcher(filter: RuleFilter): (subject: RuleSubject) => boolean {
  const query = parseSearch(filter.search ?? '');
  const impa = given(filter.impa_codes) ? new Set(filter.impa_codes.map(normaliseImpa)) : null;
  return (subject) =>
    (query.terms.length === 0 || matchesSearch(query, subject.searchText)) &&
    (!given(filter.vessel_ids) || filter.vessel_ids.includes(subject.vesselId)) &&
    (!given(filter.supplier_ids) ||
      (subject.supplierId !== null && filter.supplier_ids.includes(subject.supplierId))) &&
    (!given(filter.category_ids) ||
      (subject.categoryId !== null && filter.category_ids.includes(subject.categoryId))) &&
    (impa === null || (subject.impaCode !== null && impa.has(normaliseImpa(subject.impaCode))));
}

/** IMPA codes are six digits, written with or without spaces ("17 14 01"). */
export function normaliseImpa(code: string): string {
  return code.replace(/\s+/g, '');
}
