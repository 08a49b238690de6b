// Invariants of evaluateOrderItem over generated items (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREW_DISPLAYS, EXPERT_DISPLAYS, type WorkList } from './evaluation.constants.ts';
import { arbitraryNow, arbitraryOrderItemInput, arbitraryServiceLevels } from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import { DEFAULT_SERVICE_LEVELS } from './service-levels.constants.ts';

const runs = { numRuns: 3000 };

function inOneList(evaluation: OrderItemEvaluation, side: 'expert' | 'crew' | 'general'): WorkList[] {
  const lists: WorkList[] = [];
  if (evaluation[`is_in_${side}_tasks_list`]) lists.push('tasks');
  if (evaluation[`is_in_${side}_monitor_list`]) lists.push('monitor');
  if (evaluation[`is_in_${side}_done_list`]) lists.push('done');
  return lists;
}

const notBefore = (later: Date | null, earlier: Date | null): boolean =>
  later === null ? earlier === null : earlier !== null && later.getTime() >= earlier.getTime();

describe('evaluateOrderItem invariants', () => {
  it('puts every item in exactly one of tasks, monitor, done per side', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        expect(inOneList(evaluation, 'expert')).toEqual([evaluation.expert_list]);
        expect(inOneList(evaluation, 'crew')).toEqual([evaluation.crew_list]);
        expect(inOneList(evaluation, 'general')).toEqual([evaluation.general_list]);
        expect(evaluation.is_in_expert_tasks_list).toBe(evaluation.expert_proposed_actions.length > 0);
        expect(evaluation.is_in_crew_tasks_list).toBe(evaluation.crew_proposed_actions.length > 0);
        expect(evaluation.is_in_general_tasks_list).toBe(evaluation.has_todo);
      }),
      runs,
    );
  });

  it('leaves no to-do on a closed, fully documented item', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (evaluation.review_status === 'closed' && evaluation.is_fully_documented) {
          expect(evaluation.has_todo).toBe(false);
          expect(evaluation.proposed_actions).toEqual([]);
        }
      }),
      runs,
    );
  });

  it('never puts an item with table A hazmats in a done list while it is on board', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (evaluation.has_table_a_hazmats && evaluation.quantity_on_vessel > 0) {
          expect(evaluation.expert_list).not.toBe('done');
          expect(evaluation.crew_list).not.toBe('done');
          expect(evaluation.general_list).not.toBe('done');
          expect(evaluation.is_fully_removed).toBe(false);
        }
      }),
      runs,
    );
  });

  it('never sets an overdue time before the event it follows', () => {
    fc.assert(
      fc.property(
        arbitraryOrderItemInput,
        arbitraryNow,
        arbitraryServiceLevels,
        (input, now, serviceLevels) => {
          const e = evaluateOrderItem(input, { now, serviceLevels });
          expect(notBefore(e.expert_overdue_since, e.expert_needed_since)).toBe(true);
          expect(notBefore(e.supplier_reminder1_at, e.supplier_waiting_since)).toBe(true);
          expect(notBefore(e.supplier_reminder2_at, e.supplier_waiting_since)).toBe(true);
          expect(notBefore(e.supplier_overdue_since, e.supplier_waiting_since)).toBe(true);
          expect(notBefore(e.crew_overdue_since, e.crew_tasks_first_notified_at)).toBe(true);
          if (e.crew_first_ever_overdue_since !== null) {
            expect(notBefore(e.crew_first_ever_overdue_since, e.crew_tasks_first_ever_notified_at)).toBe(
              true,
            );
          }
          if (e.crew_tasks_first_notified_at !== null) {
            expect(notBefore(e.crew_tasks_first_notified_at, e.crew_tasks_first_ever_notified_at)).toBe(true);
          }
        },
      ),
      runs,
    );
  });

  it('keeps the default reminders in order: reminder 1, reminder 2, overdue', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const e = evaluateOrderItem(input, { now, serviceLevels: DEFAULT_SERVICE_LEVELS });
        expect(notBefore(e.supplier_reminder2_at, e.supplier_reminder1_at)).toBe(true);
        expect(notBefore(e.supplier_overdue_since, e.supplier_reminder2_at)).toBe(true);
      }),
      runs,
    );
  });

  it('is deterministic for the same input and now, and leaves the input untouched', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const copy = structuredClone(input);
        const first = evaluateOrderItem(input, { now });
        const second = evaluateOrderItem(copy, { now: new Date(now.getTime()) });
        expect(second).toEqual(first);
        expect(input).toEqual(copy);
      }),
      runs,
    );
  });

  it('proposes closing only when the closed review would be valid', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (!evaluation.expert_proposed_actions.includes('review_close')) return;
        const closed = evaluateOrderItem(
          { ...input, is_review_closed: true, has_new_data_to_review: false },
          { now },
        );
        expect(closed.review_status).toBe('closed');
        expect(closed.expert_proposed_actions).toEqual([]);
      }),
      runs,
    );
  });

  it('keeps the crew out of not-relevant items and table A items out of receipt', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (evaluation.category_relevancy === 'not_relevant')
          expect(evaluation.crew_proposed_actions).toEqual([]);
        if (evaluation.has_table_a_hazmats)
          expect(evaluation.crew_proposed_actions).not.toContain('receiving_confirm');
        if (evaluation.crew_tab === null) expect(evaluation.crew_proposed_actions).toEqual([]);
        if (evaluation.is_fully_removed) expect(evaluation.quantity_on_vessel).toBe(0);
      }),
      runs,
    );
  });

  it('shows displays from the enumerations and explains the same rows', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        expect(EXPERT_DISPLAYS).toContain(evaluation.expert_display);
        expect(CREW_DISPLAYS).toContain(evaluation.crew_display);
        const explanation = explainOrderItem(input);
        expect(explanation.expert_actions).toHaveLength(evaluation.expert_proposed_actions.length);
        expect(explanation.crew_actions).toHaveLength(evaluation.crew_proposed_actions.length);
        expect(explanation.invalid_review.length > 0).toBe(evaluation.review_status === 'invalid');
      }),
      runs,
    );
  });
});
