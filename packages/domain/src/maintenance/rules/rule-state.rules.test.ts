import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_SETTINGS } from './rule.constants.ts';
import { ruleProblem, ruleState, scoreRule } from './rule-state.rules.ts';

const world = {
  categoryIds: new Set(['paint', 'stationery']),
  vesselIds: new Set(['gannet']),
  supplierIds: new Set(['acme']),
};
const select = 'ihm_order_item.select_category' as const;
const close = 'ihm_order_item.close_review' as const;
const score = (agreements: number, decisions: number) =>
  scoreRule([
    ...Array.from({ length: agreements }, () => ({ agreed: true })),
    ...Array.from({ length: decisions - agreements }, () => ({ agreed: false })),
  ]);

describe('rules: broken, training, active', () => {
  it.each([
    ['a search and a known category', { search: 'paint' }, select, 'paint', null],
    ['an IMPA code alone', { impa_codes: ['17 14 01'] }, select, 'paint', null],
    ['closing by vessel', { vessel_ids: ['gannet'] }, close, null, null],
    [
      'no condition at all',
      { search: '   ' },
      select,
      'paint',
      'The filter matches every item: narrow it down',
    ],
    ['no category to set', { search: 'paint' }, select, null, 'The rule sets a category but names none'],
    ['a removed category', { search: 'paint' }, select, 'gone', 'The category it sets no longer exists'],
    ['closing with a category', { search: 'pen' }, close, 'stationery', 'Closing a review sets no category'],
    [
      'a filter on a removed category',
      { category_ids: ['gone'] },
      close,
      null,
      'A category of its filter no longer exists',
    ],
    [
      'a filter on a removed vessel',
      { vessel_ids: ['old'] },
      close,
      null,
      'A vessel of its filter no longer exists',
    ],
    [
      'a filter on a removed supplier',
      { supplier_ids: ['old'] },
      close,
      null,
      'A supplier of its filter no longer exists',
    ],
  ] as const)('%s', (_name, filter, action, categoryId, problem) => {
    expect(ruleProblem({ filter, action, categoryId }, world)).toBe(problem);
  });

  it.each([
    [
      'broken beats a confirmation',
      'The category it sets no longer exists',
      true,
      score(30, 30),
      'invalid',
      null,
      'Broken',
    ],
    ['confirmed by a rules manager', null, true, score(0, 0), 'confirmed', 'confirmed', 'Active'],
    ['a new rule trains', null, false, score(0, 0), 'unconfirmed', null, 'Training'],
    ['a perfect score on too few decisions', null, false, score(19, 19), 'unconfirmed', null, 'Training'],
    ['19 of 20 agree: 95 %', null, false, score(19, 20), 'confirmed', 'via_score', 'Active'],
    ['18 of 20 agree: 90 %', null, false, score(18, 20), 'unconfirmed', null, 'Training'],
  ] as const)('%s', (_name, problem, isUserConfirmed, ruleScore, status, confirmation, label) => {
    expect(ruleState({ problem, isUserConfirmed, score: ruleScore })).toEqual({
      status,
      confirmation,
      label,
    });
  });

  it('the score is agreement over decisions, and more agreement never demotes a rule', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (agreed) => {
        const rule = scoreRule(agreed.map((value) => ({ agreed: value })));
        expect(rule.decisions).toBe(agreed.length);
        if (rule.score !== null) expect(rule.score).toBeCloseTo(rule.agreements / rule.decisions, 12);
        const before = ruleState({ problem: null, isUserConfirmed: false, score: rule });
        const after = ruleState({
          problem: null,
          isUserConfirmed: false,
          score: scoreRule([...agreed.map((value) => ({ agreed: value })), { agreed: true }]),
        });
        if (before.label === 'Active' && rule.decisions >= RULE_SETTINGS.minDecisions)
          expect(after.label).toBe('Active');
      }),
    );
  });
});
