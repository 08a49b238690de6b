import { describe, expect, it } from 'vitest';
import { deckPinSummary, NO_PINS, planPinSummary } from './deck-usage.rules.ts';

const usage = (fields: Partial<Record<string, number>> = {}) => ({
  num_non_removed_table_a_hazmats: fields.a ?? 0,
  num_non_removed_table_b_hazmats: fields.b ?? 0,
  num_todos: fields.todo ?? 0,
  storages: { num_empty: fields.storedEmpty ?? 0, num_non_empty: fields.stored ?? 0 },
  installations: { num_empty: 0, num_non_empty: fields.installed ?? 0 },
  removals: { num_empty: 0, num_non_empty: fields.removed ?? 0 },
});

describe('pin summaries of plans and decks', () => {
  it.each([
    ['a plan without usage', undefined, NO_PINS],
    [
      'emptied storages are history, not pins',
      usage({ stored: 2, storedEmpty: 3, installed: 1, removed: 4, todo: 1, a: 1 }),
      {
        pin_counts: { stored: 2, installed: 1, removed: 4, non_empty: 3, todo: 1 },
        has_non_removed_table_a_hazmats: true,
        has_non_removed_table_b_hazmats: false,
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(planPinSummary(input)).toEqual(expected);
  });

  it('a deck sums its effectively enabled plans only', () => {
    const enabled = { ...planPinSummary(usage({ stored: 2, b: 1 })), effectively_enabled: true };
    const disabled = { ...planPinSummary(usage({ installed: 5, a: 2 })), effectively_enabled: false };
    expect(deckPinSummary([enabled, disabled, enabled])).toEqual({
      pin_counts: { stored: 4, installed: 0, removed: 0, non_empty: 4, todo: 0 },
      has_non_removed_table_a_hazmats: false,
      has_non_removed_table_b_hazmats: true,
    });
    expect(deckPinSummary([])).toEqual(NO_PINS);
  });
});
