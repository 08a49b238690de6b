import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_ACTIONS } from './rule.constants.ts';
import { decisionAgrees, isApplicationUndoable, learnedRules, ruleChange } from './rule-action.rules.ts';
import { ruleMatcher } from './rule-filter.rules.ts';

const open = { categoryId: null, isReviewClosed: false, expertChangedAt: null };
const notRelevantCloses = (categoryId: string | null) => categoryId === 'stationery';

describe('what a rule does to an item', () => {
  it.each([
    [
      'sets the category',
      'ihm_order_item.select_category',
      'paint',
      open,
      { kind: 'change', categoryId: 'paint', closeReview: false },
    ],
    [
      'sets and closes where the review can close',
      'ihm_order_item.select_category_and_close_review',
      'stationery',
      open,
      { kind: 'change', categoryId: 'stationery', closeReview: true },
    ],
    [
      'sets but leaves open a review that needs documents',
      'ihm_order_item.select_category_and_close_review',
      'paint',
      open,
      { kind: 'change', categoryId: 'paint', closeReview: false },
    ],
    [
      'closes with the category the item has',
      'ihm_order_item.close_review',
      null,
      { ...open, categoryId: 'stationery' },
      { kind: 'change', categoryId: 'stationery', closeReview: true },
    ],
    [
      'cannot close yet',
      'ihm_order_item.close_review',
      null,
      { ...open, categoryId: 'paint' },
      { kind: 'skip', reason: 'The review cannot close yet' },
    ],
    [
      'nothing to do',
      'ihm_order_item.select_category',
      'paint',
      { ...open, categoryId: 'paint' },
      { kind: 'skip', reason: 'Already in this category' },
    ],
    [
      'a closed review is left alone',
      'ihm_order_item.select_category',
      'paint',
      { ...open, isReviewClosed: true },
      { kind: 'skip', reason: 'The review is closed' },
    ],
    [
      'an expert decided',
      'ihm_order_item.select_category',
      'paint',
      { ...open, expertChangedAt: new Date(1) },
      { kind: 'skip', reason: 'An expert has decided on this item' },
    ],
  ] as const)('%s', (_name, action, categoryId, item, change) => {
    expect(ruleChange({ action, categoryId }, item, notRelevantCloses)).toEqual(change);
  });

  it('never touches what an expert decided or a closed review, whatever the action', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULE_ACTIONS),
        fc.option(fc.constantFrom('paint', 'stationery'), { nil: null }),
        fc.boolean(),
        fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
        (action, categoryId, isReviewClosed, expertChangedAt) => {
          const change = ruleChange(
            { action, categoryId },
            { categoryId: null, isReviewClosed, expertChangedAt },
            notRelevantCloses,
          );
          if (isReviewClosed || expertChangedAt) expect(change.kind).toBe('skip');
        },
      ),
    );
  });

  it.each([
    [
      'the same category agrees',
      'ihm_order_item.select_category',
      'paint',
      { categoryId: 'paint', closedReview: false },
      true,
    ],
    [
      'another category disagrees',
      'ihm_order_item.select_category',
      'paint',
      { categoryId: 'stationery', closedReview: true },
      false,
    ],
    [
      'closing agrees with a close rule',
      'ihm_order_item.close_review',
      null,
      { categoryId: 'paint', closedReview: true },
      true,
    ],
    [
      'keeping open disagrees',
      'ihm_order_item.close_review',
      null,
      { categoryId: 'paint', closedReview: false },
      false,
    ],
  ] as const)('%s', (_name, action, categoryId, decision, agrees) => {
    expect(decisionAgrees({ action, categoryId }, decision)).toBe(agrees);
  });

  it('a change is undone only where no expert touched the item since', () => {
    const applied = new Date('2026-11-01T10:00:00Z');
    expect(isApplicationUndoable(applied, { expertChangedAt: null })).toBe(true);
    expect(isApplicationUndoable(applied, { expertChangedAt: new Date('2026-10-01T10:00:00Z') })).toBe(true);
    expect(isApplicationUndoable(applied, { expertChangedAt: new Date('2026-11-02T10:00:00Z') })).toBe(false);
  });
});

describe('filters and learned rules', () => {
  const subject = {
    searchText: 'Marine paint red 5 l',
    vesselId: 'gannet',
    supplierId: 'acme',
    categoryId: null,
    impaCode: '171401',
  };
  it.each([
    ['search words', { search: 'paint' }, true],
    ['a negated word', { search: 'paint -red' }, false],
    ['the IMPA code written with spaces', { impa_codes: ['17 14 01'] }, true],
    ['another vessel', { search: 'paint', vessel_ids: ['kestrel'] }, false],
    ['a category it has not', { category_ids: ['paint'] }, false],
  ] as const)('%s', (_name, filter, matches) => {
    expect(ruleMatcher(filter)(subject)).toBe(matches);
  });

  it('proposes a category where nearly all of enough decisions agree', () => {
    const decisions = [
      ...Array.from({ length: 19 }, () => ({ key: '171401', categoryId: 'paint' })),
      { key: '171401', categoryId: 'stationery' },
      ...Array.from({ length: 18 }, () => ({ key: '550101', categoryId: 'stationery' })),
      ...Array.from({ length: 30 }, (_, index) => ({
        key: '330101',
        categoryId: index % 2 ? 'paint' : 'stationery',
      })),
    ];
    // Counted decisions weigh as many single ones.
    expect(
      learnedRules([
        { key: '171401', categoryId: 'paint', count: 19 },
        { key: '171401', categoryId: 'stationery' },
      ]),
    ).toEqual(learnedRules(decisions.filter((decision) => decision.key === '171401')));
    expect(learnedRules(decisions)).toEqual([
      { key: '171401', categoryId: 'paint', decisions: 20, agreement: 0.95 },
    ]);
  });
});
