// The optimised engine against the frozen reference (the engine as it was before issue 19's
// optimisation): the same evaluation, field by field and in the same key order, for generated items.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anOrderItem,
  arbitraryNow,
  arbitraryOrderItemInput,
  arbitraryServiceLevels,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import { referenceEvaluateOrderItem } from './order-item-evaluation.reference.test-support.ts';
import type { EvaluationOptions } from './order-item-evaluation.types.ts';
import type { OrderItemInput } from './order-item-input.types.ts';

function expectSameEvaluation(input: OrderItemInput, options: EvaluationOptions): void {
  const expected = referenceEvaluateOrderItem(input, options);
  const actual = evaluateOrderItem(input, options);
  expect(actual).toStrictEqual(expected);
  // toStrictEqual ignores key order; the stored JSON and the API answer do not.
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe('evaluateOrderItem equals the reference engine', () => {
  it('with the default service levels', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) =>
        expectSameEvaluation(input, { now }),
      ),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('with any service levels, negative ones included', () => {
    fc.assert(
      fc.property(
        arbitraryOrderItemInput,
        arbitraryNow,
        arbitraryServiceLevels,
        (input, now, serviceLevels) => expectSameEvaluation(input, { now, serviceLevels }),
      ),
      { numRuns: 5_000 },
    );
  }, 120_000);

  it('for a new item', () => {
    expectSameEvaluation(anOrderItem(), { now: new Date(Date.UTC(2025, 1, 1)) });
  });
});
