// Decision tables indexed by the values they read. The engine evaluates every item of a fleet;
// trying a table's rows one by one (a call per row, a context object per table) is most of its
// time. A table whose rows read only values of small enumerations (booleans, statuses, sets of
// proposed actions) has one outcome per combination of those values: the index computes all of
// them once, by the table itself, and the engine looks its outcome up by position.

export const BOOLEANS = [false, true] as const;

/** A boolean's position in BOOLEANS. */
export const bit = (value: boolean): number => (value ? 1 : 0);

/** Each value's position in its enumeration, for DecisionIndex.at. */
export function positions<V>(values: readonly V[]): ReadonlyMap<V, number> {
  return new Map(values.map((value, index) => [value, index]));
}

/** A value's position in its enumeration; a value outside it is an input outside its type. */
export function position<V>(positions: ReadonlyMap<V, number>, value: V): number {
  return positions.get(value) ?? outside(positions, value);
}

function outside<V>(positions: ReadonlyMap<V, number>, value: V): never {
  throw new Error(`${String(value)} is not one of ${[...positions.keys()].join(', ')}`);
}

/** Every subset of `items` as a bit mask (bit i: item i), in mask order: the index of a set of rows. */
export function masksOf(items: readonly unknown[]): number[] {
  return Array.from({ length: 2 ** items.length }, (_, mask) => mask);
}

/** The items whose bit is set in `mask`, in order. */
export function itemsOf<T>(items: readonly T[], mask: number): T[] {
  return items.filter((_, index) => (mask & (2 ** index)) !== 0);
}

type Values<D extends readonly (readonly unknown[])[]> = { -readonly [K in keyof D]: D[K][number] };

/**
 * The outcome of `decide` for every combination of one value per dimension, computed on the
 * first lookup (a module that only imports the tables pays nothing).
 */
class DecisionOutcomes<O> {
  outcomes: O[] | undefined;
  readonly strides: number[] = [];
  readonly #dimensions: readonly (readonly unknown[])[];
  readonly #decide: (values: unknown[]) => O;

  constructor(dimensions: readonly (readonly unknown[])[], decide: (values: unknown[]) => O) {
    this.#dimensions = dimensions;
    this.#decide = decide;
    // Mixed-radix place values of the dimensions, the last varying fastest.
    let size = 1;
    for (let d = dimensions.length - 1; d >= 0; d--) {
      this.strides[d] = size;
      size *= (dimensions[d] as readonly unknown[]).length;
    }
  }

  build(): O[] {
    const dimensions = this.#dimensions;
    const size = (this.strides[0] as number) * (dimensions[0] as readonly unknown[]).length;
    const outcomes: O[] = [];
    const values: unknown[] = [];
    for (let key = 0; key < size; key++) {
      for (let d = 0; d < dimensions.length; d++) {
        const dimension = dimensions[d] as readonly unknown[];
        values[d] = dimension[Math.floor(key / (this.strides[d] as number)) % dimension.length];
      }
      outcomes.push(this.#decide(values));
    }
    this.outcomes = outcomes;
    return outcomes;
  }
}

type Positions<D extends readonly (readonly unknown[])[]> = { [K in keyof D]: number };

/**
 * An index: `at` takes the values' positions in their dimensions, in the dimensions' order
 * (BOOLEANS: `bit`; enumerations: `positions`; masks: the mask itself).
 */
export type DecisionIndex<D extends readonly (readonly unknown[])[], O> = {
  at: (...positions: Positions<D>) => O;
};

/** `at` for a number of dimensions: one small function each, which the compiler inlines at every lookup. */
function lookup<O>(index: DecisionOutcomes<O>): (...positions: number[]) => O {
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0] = index.strides;
  switch (index.strides.length) {
    case 1:
      return (a) => (index.outcomes ?? index.build())[a] as O;
    case 2:
      return (a, b) => (index.outcomes ?? index.build())[a * s0 + (b as number)] as O;
    case 3:
      return (a, b, c) => (index.outcomes ?? index.build())[a * s0 + b * s1 + (c as number)] as O;
    case 4:
      return (a, b, c, d) => (index.outcomes ?? index.build())[a * s0 + b * s1 + c * s2 + (d as number)] as O;
    case 5:
      return (a, b, c, d, e) =>
        (index.outcomes ?? index.build())[a * s0 + b * s1 + c * s2 + d * s3 + (e as number)] as O;
    case 6:
      return (a, b, c, d, e, f) =>
        (index.outcomes ?? index.build())[a * s0 + b * s1 + c * s2 + d * s3 + e * s4 + (f as number)] as O;
    case 7:
      return (a, b, c, d, e, f, g) =>
        (index.outcomes ?? index.build())[
          a * s0 + b * s1 + c * s2 + d * s3 + e * s4 + f * s5 + (g as number)
        ] as O;
    default:
      throw new Error('an index has 1 to 7 dimensions');
  }
}

/** An index of `decide`, which receives one value of each dimension. */
export function indexDecision<const D extends readonly (readonly unknown[])[], O>(
  dimensions: D,
  decide: (...values: Values<D>) => O,
): DecisionIndex<D, O> {
  const index = new DecisionOutcomes(dimensions, (values) => decide(...(values as Values<D>)));
  return { at: lookup(index) as DecisionIndex<D, O>['at'] };
}

/** What a guarded field does when read: the index's build fails, naming the table and the field. */
export function notKeyed(table: string, field: string): never {
  throw new Error(`table ${table} reads ${field}, which its index is not keyed on`);
}

/**
 * A context for building an index: the keyed values as plain fields (the builder updates them
 * for every combination), and every other field of its type (`fields`, which TypeScript holds
 * complete) throwing when read, so that a row that comes to read a new value fails loudly until
 * the index is keyed on it too, instead of deciding on a missing value.
 */
export function guarded<C extends object>(
  table: string,
  fields: Readonly<Record<keyof C, true>>,
  keyed: Partial<C>,
): C {
  const context = { ...keyed };
  for (const field of Object.keys(fields)) {
    if (Object.hasOwn(keyed, field)) continue;
    Object.defineProperty(context, field, { enumerable: true, get: () => notKeyed(table, field) });
  }
  return context as C;
}

/**
 * A list of which the rows may read only the first element (table XD reads the first proposed
 * action): reading anything else throws while the index is built.
 */
export function onlyFirstIndexed<T>(table: string, first: T | undefined): T[] {
  const target: T[] = first === undefined ? [] : [first];
  return new Proxy(target, {
    get: (list, key) => (key === '0' ? list[0] : notKeyed(table, `${String(key)} of a list`)),
  });
}

/** The position of the lowest set bit of a mask, plus one; 0 without one: the first row that holds. */
export const firstOf = (mask: number): number => (mask === 0 ? 0 : 32 - Math.clz32(mask & -mask));
