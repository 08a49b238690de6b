// The search syntax of the lists as an AST (doc section "Search syntax").

export const SEARCH_TERM_KINDS = ['word', 'phrase'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

/** One term: a word or a quoted phrase, its text unescaped (never empty), maybe negated. */
export type SearchTerm = { kind: SearchTermKind; value: string; negated: boolean };

/** Terms are combined with AND; a negated term must not match. */
export type SearchQuery = { terms: SearchTerm[] };

/** Whitespace separating terms: space, tab, line feed, carriage return, form feed, vertical tab. */
export function isSearchWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f' || char === '\v';
}
