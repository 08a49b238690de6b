// parseSearch: search text to AST. Words, "quoted phrases", a leading minus for negation and a
// backslash escape (doc section "Search syntax"). Never fails: any text parses.
import { isSearchWhitespace, type SearchQuery, type SearchTerm } from './search-query.types.ts';

export function parseSearch(text: string): SearchQuery {
  const terms: SearchTerm[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (isSearchWhitespace(text.charAt(i))) {
      i++;
      continue;
    }
    // S3: a leading minus negates the term, unless nothing but whitespace or the end follows it.
    let negated = false;
    if (text.charAt(i) === '-' && i + 1 < length && !isSearchWhitespace(text.charAt(i + 1))) {
      negated = true;
      i++;
    }
    let value = '';
    let kind: SearchTerm['kind'] = 'word';
    if (text.charAt(i) === '"') {
      // S2: a phrase runs to the next unescaped quote, or to the end of the text.
      kind = 'phrase';
      i++;
      while (i < length && text.charAt(i) !== '"') {
        // S4: a backslash takes the next character literally; a trailing backslash is itself.
        if (text.charAt(i) === '\\' && i + 1 < length) i++;
        value += text.charAt(i);
        i++;
      }
      i++;
    } else {
      // S1: a word runs to the next unescaped whitespace; quotes inside a word are literal.
      while (i < length && !isSearchWhitespace(text.charAt(i))) {
        if (text.charAt(i) === '\\' && i + 1 < length) i++;
        value += text.charAt(i);
        i++;
      }
    }
    // S5: empty terms (an empty phrase "") are dropped.
    if (value !== '') terms.push({ kind, value, negated });
  }
  return { terms };
}
