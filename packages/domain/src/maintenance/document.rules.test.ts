import { describe, expect, it } from 'vitest';
import { isDocumentValid, isSuggestedForReuse } from './document.rules.ts';
import { day } from './order-item.test-support.ts';

describe('isDocumentValid', () => {
  it.each([
    [null, null, true],
    [day(10), null, true],
    [day(11), null, false],
    [null, day(10), true],
    [null, day(9), false],
    [day(5), day(15), true],
    [day(10), day(10), true],
  ])('from %s to %s on day 10 → %s', (valid_from, valid_to, expected) => {
    expect(isDocumentValid({ valid_from, valid_to }, day(10))).toBe(expected);
  });

  it('compares whole UTC days', () => {
    const lateOnDay10 = new Date(day(10).getTime() + 23 * 3_600_000);
    expect(isDocumentValid({ valid_from: null, valid_to: day(10) }, lateOnDay10)).toBe(true);
    expect(isDocumentValid({ valid_from: lateOnDay10, valid_to: null }, day(10))).toBe(true);
  });
});

describe('isSuggestedForReuse', () => {
  it('is true when any reuse is supplier-approved', () => {
    expect(
      isSuggestedForReuse({
        document_reuses: [{ reusage_decision: 'EXPERT_APPROVED' }, { reusage_decision: 'SUPPLIER_APPROVED' }],
      }),
    ).toBe(true);
    expect(
      isSuggestedForReuse({
        document_reuses: [{ reusage_decision: 'EXPERT_APPROVED' }, { reusage_decision: null }],
      }),
    ).toBe(false);
    expect(isSuggestedForReuse({ document_reuses: [] })).toBe(false);
  });
});
