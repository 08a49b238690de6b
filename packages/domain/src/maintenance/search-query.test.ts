// The search syntax, rule by rule (S1–S5 in the doc), and its round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search-query.matcher.ts';
import { parseSearch } from './search-query.parser.ts';
import { printSearch, printSearchTerm } from './search-query.printer.ts';
import type { SearchQuery, SearchTerm } from './search-query.types.ts';

const word = (value: string, negated = false): SearchTerm => ({ kind: 'word', value, negated });
const phrase = (value: string, negated = false): SearchTerm => ({ kind: 'phrase', value, negated });

describe('parseSearch', () => {
  it.each<[string, string, SearchTerm[]]>([
    ['S1', 'paint  red\tcan\n', [word('paint'), word('red'), word('can')]],
    ['S1', 'ab"cd ef"', [word('ab"cd'), word('ef"')]],
    ['S1', '', []],
    ['S1', ' \r\f\v ', []],
    ['S2', '"red paint" can', [phrase('red paint'), word('can')]],
    ['S2', '"red paint', [phrase('red paint')]],
    ['S2', '"a"b', [phrase('a'), word('b')]],
    ['S3', '-asbestos -"lead free"', [word('asbestos', true), phrase('lead free', true)]],
    ['S3', '- x -', [word('-'), word('x'), word('-')]],
    ['S3', '--x', [word('-x', true)]],
    ['S4', 'a\\ b \\"c \\-d', [word('a b'), word('"c'), word('-d')]],
    ['S4', '"say \\"hi\\" \\\\ now"', [phrase('say "hi" \\ now')]],
    ['S4', 'end\\', [word('end\\')]],
    ['S4', '"end\\', [phrase('end\\')]],
    ['S4', '-\\', [word('\\', true)]],
    ['S5', '"" -"" x', [word('x')]],
    ['S5', '-"', []],
  ])('%s: %j', (_rule, text, terms) => {
    expect(parseSearch(text)).toEqual({ terms });
  });
});

describe('printSearch', () => {
  it('escapes what would otherwise change the meaning', () => {
    expect(printSearchTerm(word('-x'))).toBe('\\-x');
    expect(printSearchTerm(word('-x', true))).toBe('-\\-x');
    expect(printSearchTerm(word('a b"c\\'))).toBe('a\\ b\\"c\\\\');
    expect(printSearchTerm(word('a-b'))).toBe('a-b');
    expect(printSearchTerm(phrase('say "hi" \\', true))).toBe('-"say \\"hi\\" \\\\"');
  });

  it('joins terms with a space and leaves out empty ones', () => {
    expect(printSearch({ terms: [word('a'), phrase(''), phrase('b c')] })).toBe('a "b c"');
  });
});

const arbitraryText = fc.string({
  unit: fc.constantFrom('a', 'B', ' ', '\t', '"', '\\', '-', 'é', '\n', 'x'),
  maxLength: 24,
});
const arbitraryQuery: fc.Arbitrary<SearchQuery> = fc.record({
  terms: fc.array(
    fc.record({
      kind: fc.constantFrom('word' as const, 'phrase' as const),
      value: fc.oneof(arbitraryText, fc.string()).filter((value) => value !== ''),
      negated: fc.boolean(),
    }),
    { maxLength: 5 },
  ),
});

describe('round trip', () => {
  it('parse → print → parse gives the same query for any text', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryText, fc.string()), (text) => {
        const query = parseSearch(text);
        expect(parseSearch(printSearch(query))).toEqual(query);
      }),
      { numRuns: 5000 },
    );
  });

  it('print → parse gives back any query of non-empty terms', () => {
    fc.assert(
      fc.property(arbitraryQuery, (query) => {
        expect(parseSearch(printSearch(query))).toEqual(query);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('matchesSearch', () => {
  it('needs every positive term and none of the negated ones, ignoring case', () => {
    const query = parseSearch('paint -"lead free" RED');
    expect(matchesSearch(query, 'Red paint, lead based')).toBe(true);
    expect(matchesSearch(query, 'Red paint, LEAD FREE')).toBe(false);
    expect(matchesSearch(query, 'Blue paint')).toBe(false);
    expect(matchesSearch(parseSearch(''), 'anything')).toBe(true);
  });
});
