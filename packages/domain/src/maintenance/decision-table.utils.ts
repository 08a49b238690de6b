// Decision tables as data: each row has the id and rule text of docs/domain/order-item-lifecycle.md
// (a test checks they agree) and the condition that implements it.

export type DecisionRow<C, O> = {
  id: string;
  outcome: O;
  /** The rule exactly as written in the doc's table. */
  rule: string;
  when: (context: C) => boolean;
};

/** A first-match table: the first row whose condition holds decides, else `otherwise`. */
export type FirstMatchTable<C, O> = {
  rows: readonly DecisionRow<C, O>[];
  otherwise: Omit<DecisionRow<C, O>, 'when'>;
};

/** Outcomes of every row whose condition holds, in row order (tables of independent rules). */
export function allMatches<C, O>(rows: readonly DecisionRow<C, O>[], context: C): O[] {
  const outcomes: O[] = [];
  for (const row of rows) if (row.when(context)) outcomes.push(row.outcome);
  return outcomes;
}

/** The deciding row of a first-match table. */
export function firstMatch<C, O>(table: FirstMatchTable<C, O>, context: C): Omit<DecisionRow<C, O>, 'when'> {
  for (const row of table.rows) if (row.when(context)) return row;
  return table.otherwise;
}
