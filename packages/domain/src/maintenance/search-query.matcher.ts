// matchesSearch: the AST as a filter on text, as rules use it (the server turns the AST into SQL).
import type { SearchQuery } from './search-query.types.ts';

/** Every positive term occurs in the text and no negated term does (case-insensitive substring). */
export function matchesSearch(query: SearchQuery, text: string): boolean {
  const haystack = text.toLowerCase();
  return query.terms.every((term) => haystack.includes(term.value.toLowerCase()) !== term.negated);
}
