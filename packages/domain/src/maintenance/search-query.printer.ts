// printSearch: AST back to search text, escaping so that parseSearch gives the same AST again.
import { isSearchWhitespace, type SearchQuery, type SearchTerm } from './search-query.types.ts';

function escapeWord(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i);
    const special = char === '\\' || char === '"' || isSearchWhitespace(char) || (i === 0 && char === '-');
    out += special ? `\\${char}` : char;
  }
  return out;
}

function escapePhrase(value: string): string {
  return value.replace(/[\\"]/g, (char) => `\\${char}`);
}

export function printSearchTerm(term: SearchTerm): string {
  const body = term.kind === 'phrase' ? `"${escapePhrase(term.value)}"` : escapeWord(term.value);
  return term.negated ? `-${body}` : body;
}

/** Terms separated by one space; empty terms are left out (they would not parse back). */
export function printSearch(query: SearchQuery): string {
  return query.terms
    .filter((term) => term.value !== '')
    .map(printSearchTerm)
    .join(' ');
}
