// Table CD: the crew display.
import { describe, expect, it } from 'vitest';
import { type CrewDisplayFacts, crewDisplay } from './crew-display.rules.ts';
import type { CrewDisplay } from './evaluation.constants.ts';
import {
  aClosedRelevantItem,
  arrived,
  day,
  received,
  TABLE_A_RESULT,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

const facts = (overrides: Partial<CrewDisplayFacts>): CrewDisplayFacts => ({
  crew_proposed_actions: [],
  crew_tab: 'b',
  receipt_state: 'received',
  ...overrides,
});

describe('table CD: crew display', () => {
  it.each<[string, CrewDisplayFacts, CrewDisplay]>([
    ['CD1', facts({ crew_tab: 'a', crew_proposed_actions: ['receiving_reject'] }), 'reject_tab_a'],
    ['CD2', facts({ crew_tab: 'a', crew_proposed_actions: ['fix_quantity_received'] }), 'record_tab_a'],
    ['CD3', facts({ crew_proposed_actions: ['receiving_confirm'] }), 'record_tab_b'],
    ['CD3', facts({ crew_proposed_actions: ['fix_quantity_received'] }), 'record_tab_b'],
    [
      'CD4',
      facts({ crew_tab: 'a', crew_proposed_actions: ['ongoing_documentation'] }),
      'tag_and_inventory_tab_a',
    ],
    [
      'CD4',
      facts({ crew_tab: 'a', crew_proposed_actions: ['fix_quantity_documented', 'discharge'] }),
      'tag_and_inventory_tab_a',
    ],
    ['CD5', facts({ crew_proposed_actions: ['ongoing_documentation'] }), 'tag_and_inventory_tab_b'],
    ['CD5', facts({ crew_proposed_actions: ['fix_quantity_documented'] }), 'tag_and_inventory_tab_b'],
    [
      'CD6',
      facts({ crew_tab: 'a', crew_proposed_actions: ['fix_documentation'] }),
      'attach_discharge_receipt',
    ],
    [
      'CD7',
      facts({ crew_tab: 'a', crew_proposed_actions: ['discharge', 'ongoing_documentation'] }),
      'discharge_tab_a',
    ],
    ['CD8', facts({ crew_tab: null }), 'not_relevant'],
    ['CD8', facts({ crew_tab: null, crew_proposed_actions: ['receiving_confirm'] }), 'not_relevant'],
    ['CD9', facts({ crew_tab: 'a', receipt_state: 'not_dispatched' }), 'reject_tab_a'],
    ['CD10', facts({ receipt_state: 'not_dispatched' }), 'record_tab_b'],
    ['CD11', facts({}), 'done'],
    ['CD11', facts({ crew_tab: 'a', receipt_state: 'rejected' }), 'done'],
  ])('%s → %s', (_id, evaluation, display) => {
    expect(crewDisplay(evaluation)).toBe(display);
  });

  it('follows the evaluation end to end', () => {
    const show = (input: ReturnType<typeof aClosedRelevantItem>) =>
      evaluateOrderItem(input, { now: day(100) }).crew_display;
    expect(show(aClosedRelevantItem())).toBe('not_relevant');
    expect(show(aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...arrived() }))).toBe('reject_tab_a');
    expect(show(aClosedRelevantItem({ check_results: [TABLE_B_RESULT], ...arrived() }))).toBe('record_tab_b');
    expect(show(aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...received(1) }))).toBe(
      'discharge_tab_a',
    );
    expect(
      show(
        aClosedRelevantItem({ check_results: [TABLE_B_RESULT], ...received(1), storages: [{ quantity: 1 }] }),
      ),
    ).toBe('done');
  });
});
