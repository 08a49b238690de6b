// What a deck and a plan show of their pins (spec section 3: Deck pin counts and
// has_non_removed_table_a/b_hazmats), from the deck plan usage data of the plans.

type Counters = { num_empty: number; num_non_empty: number };

export type PlanUsageInput = {
  num_non_removed_table_a_hazmats: number;
  num_non_removed_table_b_hazmats: number;
  num_todos: number;
  storages: Counters;
  installations: Counters;
  removals: Counters;
};

export type PinSummary = {
  pin_counts: { stored: number; installed: number; removed: number; non_empty: number; todo: number };
  has_non_removed_table_a_hazmats: boolean;
  has_non_removed_table_b_hazmats: boolean;
};

export const NO_PINS: PinSummary = {
  pin_counts: { stored: 0, installed: 0, removed: 0, non_empty: 0, todo: 0 },
  has_non_removed_table_a_hazmats: false,
  has_non_removed_table_b_hazmats: false,
};

/**
 * A plan's pins: storages and installations holding units, every removal (its units left the
 * spot), and the pins whose item has a to-do. Emptied storages and installations are history, not pins.
 */
export function planPinSummary(usage: PlanUsageInput | undefined): PinSummary {
  if (!usage) return NO_PINS;
  const stored = usage.storages.num_non_empty;
  const installed = usage.installations.num_non_empty;
  return {
    pin_counts: {
      stored,
      installed,
      removed: usage.removals.num_empty + usage.removals.num_non_empty,
      non_empty: stored + installed,
      todo: usage.num_todos,
    },
    has_non_removed_table_a_hazmats: usage.num_non_removed_table_a_hazmats > 0,
    has_non_removed_table_b_hazmats: usage.num_non_removed_table_b_hazmats > 0,
  };
}

/** A deck's pins: the sum over its effectively enabled plans (a disabled plan counts nothing). */
export function deckPinSummary(
  plans: readonly (PinSummary & { effectively_enabled: boolean })[],
): PinSummary {
  const counted = plans.filter((plan) => plan.effectively_enabled);
  const sum = (key: keyof PinSummary['pin_counts']) =>
    counted.reduce((total, plan) => total + plan.pin_counts[key], 0);
  return {
    pin_counts: {
      stored: sum('stored'),
      installed: sum('installed'),
      removed: sum('removed'),
      non_empty: sum('non_empty'),
      todo: sum('todo'),
    },
    has_non_removed_table_a_hazmats: counted.some((plan) => plan.has_non_removed_table_a_hazmats),
    has_non_removed_table_b_hazmats: counted.some((plan) => plan.has_non_removed_table_b_hazmats),
  };
}
