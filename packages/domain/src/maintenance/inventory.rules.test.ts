import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlacement, checkTaking, needsExplanation, unplacedUnits } from './inventory.rules.ts';

describe('the crew inventory rules', () => {
  it.each([
    [{ quantity_ordered: 2, quantity_received: 3 }, true],
    [{ quantity_ordered: 2, quantity_received: 2 }, false],
    [{ quantity_ordered: null, quantity_received: 30 }, false],
  ])('receiving %o needs an explanation: %s', (input, expected) => {
    expect(needsExplanation(input)).toBe(expected);
  });

  it.each([
    [{ received: 3, stored: 2, installed: 0, removed: 0 }, 1, true],
    [{ received: 3, stored: 2, installed: 1, removed: 0 }, 1, false],
    [{ received: 3, stored: 1, installed: 0, removed: 1 }, 1, true],
    [{ received: 0, stored: 0, installed: 0, removed: 0 }, 1, false],
  ])('%o: placing %d more is %s', (counts, quantity, ok) => {
    expect(checkPlacement(counts, quantity).ok).toBe(ok);
  });

  it('never lets the placed units exceed the received ones', () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }),
        (received, attempts) => {
          const counts = { received, stored: 0, installed: 0, removed: 0 };
          for (const quantity of attempts) if (checkPlacement(counts, quantity).ok) counts.stored += quantity;
          expect(counts.stored).toBeLessThanOrEqual(received);
          expect(unplacedUnits(counts)).toBe(received - counts.stored);
        },
      ),
    );
  });

  it('takes no more units than a pin holds', () => {
    expect(checkTaking(2, 2).ok).toBe(true);
    expect(checkTaking(2, 3)).toEqual({ ok: false, message: 'Only 2 unit(s) are there' });
  });
});
