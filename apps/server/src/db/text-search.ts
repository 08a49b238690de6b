import { parseSearch } from '@keelson/domain';
import { and, type SQL, sql } from 'drizzle-orm';

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The search syntax (words, "phrases", -negation, \ escapes; spec section 2) as SQL over one text:
 * every positive term occurs in it, no negated term does (case-insensitive).
 */
export function matchSearch(haystack: SQL, text: string): SQL | undefined {
  const query = parseSearch(text);
  if (query.terms.length === 0) return undefined;
  return and(
    ...query.terms.map((term) => {
      const like = sql`${haystack} ilike ${`%${escapeLike(term.value)}%`}`;
      return term.negated ? sql`not (${like})` : like;
    }),
  );
}
