// Reading the evaluations the server stores as JSON: every value is checked before it is used.

/** The value if it is one of `values`, else null. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The entries of a list that are among `values`; not a list gives none. */
export const listOf = <T extends string>(values: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.filter((entry): entry is T => oneOf(values, entry) !== null) : [];
