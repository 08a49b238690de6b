// Table C row by row: an example where each row holds, and items that need nothing from the crew.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import type { CrewAction } from './evaluation.constants.ts';
import { buildItemFacts } from './item-facts.rules.ts';
import {
  aClosedRelevantItem,
  aResult,
  arbitraryOrderItemInput,
  arrived,
  day,
  received,
  TABLE_A_RESULT,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import type { OrderItemInput } from './order-item-input.types.ts';

const now = day(100);
const tabA = (overrides: Partial<OrderItemInput> = {}) =>
  aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...overrides });
const tabB = (overrides: Partial<OrderItemInput> = {}) =>
  aClosedRelevantItem({ check_results: [TABLE_B_RESULT], ...overrides });
const actions = (input: OrderItemInput): CrewAction[] =>
  evaluateOrderItem(input, { now }).crew_proposed_actions;

describe('table C: actions proposed to the crew', () => {
  it.each<[string, string, OrderItemInput, CrewAction[]]>([
    ['C1', 'table A at the vessel: reject it', tabA(arrived()), ['receiving_reject']],
    ['C1', 'table A with a delivery date', tabA({ delivered_at: day(9) }), ['receiving_reject']],
    ['C1', 'table A with a delivered quantity', tabA({ quantity_delivered: 1 }), ['receiving_reject']],
    [
      'C1',
      'PCHM table A counts as table A',
      tabA({ ...arrived(), check_results: [aResult('pcb', 'maybe')] }),
      ['receiving_reject'],
    ],
    ['C2', 'table B at the vessel: confirm it', tabB(arrived()), ['receiving_confirm']],
    ['C3', 'received without a count', tabB(received(null)), ['fix_quantity_received']],
    [
      'C3',
      'received zero, documentation ignored',
      tabB({ ...received(0), storages: [{ quantity: 1 }] }),
      ['fix_quantity_received'],
    ],
    [
      'C4',
      'rejected but placed on a deck plan',
      tabB({ receiving_status: 'Rejected', storages: [{ quantity: 1 }] }),
      ['fix_quantity_documented'],
    ],
    [
      'C4',
      'more placed than received',
      tabB({ ...received(2), storages: [{ quantity: 2 }], installations: [{ quantity: 1 }] }),
      ['fix_quantity_documented'],
    ],
    [
      'C4',
      'more removed than received',
      tabB({ ...received(1), removals: [{ quantity: 2, is_documented: true }] }),
      ['fix_quantity_documented'],
    ],
    [
      'C5',
      'table A aboard and placed: discharge',
      tabA({ ...received(2), storages: [{ quantity: 2 }] }),
      ['discharge'],
    ],
    ['C5+C7', 'table A aboard, not placed', tabA(received(2)), ['discharge', 'ongoing_documentation']],
    [
      'C6',
      'table B removal without receipt',
      tabB({ ...received(2), removals: [{ quantity: 2, is_documented: false }] }),
      ['fix_documentation'],
    ],
    [
      'C5+C6+C7',
      'table A partly discharged without receipt, rest not placed',
      tabA({
        ...received(3),
        storages: [{ quantity: 1 }],
        removals: [{ quantity: 1, is_documented: false }],
      }),
      ['discharge', 'fix_documentation', 'ongoing_documentation'],
    ],
    [
      'C7',
      'table B partly placed',
      tabB({ ...received(2), installations: [{ quantity: 1 }] }),
      ['ongoing_documentation'],
    ],
    [
      'C7',
      'initial-check table A: inventoried, never discharged here',
      tabA({ ...received(2), is_based_on_ihm_initial_check: true }),
      ['ongoing_documentation'],
    ],
    [
      'C7',
      'hazmats of an uncategorised item concern the crew',
      tabB({ ...received(1), category_relevancy: 'none' }),
      ['ongoing_documentation'],
    ],
  ])('%s: %s', (ids, _name, input, expected) => {
    expect(actions(input)).toEqual(expected);
    expect(explainOrderItem(input).crew_actions.map((row) => row.id)).toEqual(ids.split('+'));
  });

  it.each<[string, OrderItemInput]>([
    [
      'not relevant items need nothing, even with hazmats',
      tabB({ ...received(2), category_relevancy: 'not_relevant' }),
    ],
    ['no hazmats', aClosedRelevantItem({ ...received(2), check_results: [aResult('lead', 'bt')] })],
    ['not yet dispatched', tabB()],
    [
      'order cancelled',
      tabA({ order: { id: 'o', status: 'cancelled', ordered_at: null }, quantity_delivered: 2 }),
    ],
    ['rejected, nothing placed', tabA({ ...arrived(), receiving_status: 'Rejected' })],
    [
      'table B fully placed',
      tabB({ ...received(2), storages: [{ quantity: 1 }], installations: [{ quantity: 1 }] }),
    ],
    [
      'table B fully removed with receipts',
      tabB({ ...received(2), removals: [{ quantity: 2, is_documented: true }] }),
    ],
    [
      'table A discharged with receipt',
      tabA({ ...received(2), removals: [{ quantity: 2, is_documented: true }] }),
    ],
    [
      'initial-check table A placed',
      tabA({ ...received(2), is_based_on_ihm_initial_check: true, storages: [{ quantity: 2 }] }),
    ],
  ])('no crew action: %s', (_name, input) => {
    expect(actions(input)).toEqual([]);
  });
});

describe('table C concerns only items with a crew tab', () => {
  // evaluateOrderItem skips the table for items without a crew tab.
  it('holds no row without a crew tab, whatever the other facts', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, (input) => {
        const facts = { ...buildItemFacts(input), crewTab: null };
        expect(CREW_ACTION_ROWS.filter((row) => row.when(facts)).map((row) => row.id)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
