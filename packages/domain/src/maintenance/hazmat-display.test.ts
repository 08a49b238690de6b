// Honest hazmat states: nothing is "not contained" until a category or a check result decided it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryRelevancy } from './order.constants.ts';
import {
  anOrderItem,
  aResult,
  arbitraryNow,
  arbitraryOrderItemInput,
  day,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

const now = day(40);

describe('hazmat display of an item', () => {
  it.each<[string, CategoryRelevancy, ReturnType<typeof aResult>[], string, string, string]>([
    ['new, uncategorised', 'none', [], 'not_reviewed', 'not_reviewed', 'missing'],
    [
      'uncategorised, a disabled result',
      'none',
      [aResult('asb', 'yes', { enabled: false })],
      'not_reviewed',
      'not_reviewed',
      'missing',
    ],
    ['uncategorised, a clean result', 'none', [aResult('asb', 'no')], 'not_contained', 'not_contained', 'ok'],
    ['uncategorised, asbestos found', 'none', [aResult('asb', 'yes')], 'contained', 'not_contained', 'ok'],
    ['categorised not relevant', 'not_relevant', [], 'not_contained', 'not_contained', 'ok'],
    ['categorised relevant', 'relevant', [], 'not_contained', 'not_contained', 'ok'],
    [
      'relevant, lead below threshold',
      'relevant',
      [aResult('lead', 'bt')],
      'not_contained',
      'below_threshold',
      'ok',
    ],
    [
      'relevant, an unknown result',
      'relevant',
      [aResult('pcb', null)],
      'unknown',
      'not_contained',
      'missing',
    ],
  ])('%s (category %s)', (_name, relevancy, results, tableA, tableB, review) => {
    const evaluation = evaluateOrderItem(
      anOrderItem({ category_relevancy: relevancy, check_results: results }),
      { now },
    );
    expect(evaluation.table_a_display).toBe(tableA);
    expect(evaluation.table_b_display).toBe(tableB);
    expect(evaluation.hazmats_review_status).toBe(review);
  });

  it('only ever replaces a clean result, never a finding, and never changes what the lists use', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, at) => {
        const evaluation = evaluateOrderItem(input, { now: at });
        if (evaluation.hazmats_display === 'not_reviewed') {
          expect(evaluation.has_hazmats).toBe(false);
          expect(['contained', 'pchm', 'unknown']).not.toContain(evaluation.hazmats_status);
        } else {
          expect(evaluation.hazmats_display).toBe(evaluation.hazmats_status);
        }
      }),
    );
  });
});
