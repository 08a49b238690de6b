import { describe, expect, it } from 'vitest';
import { ruleDecider, type WorkingRule } from './rule-decider.rules.ts';

const rule = (name: string, status: WorkingRule['status'], search: string, categoryId: string) => ({
  name,
  filter: { search },
  action: 'ihm_order_item.select_category' as const,
  categoryId,
  status,
});
const subject = {
  searchText: 'ballpoint pen blue',
  vesselId: 'v',
  supplierId: null,
  categoryId: null,
  impaCode: null,
};
const open = { categoryId: null, isReviewClosed: false, expertChangedAt: null };
const names = (found: { rule: { name: string } }[]) => found.map((entry) => entry.rule.name);

describe('which rule decides on an item', () => {
  it.each([
    [
      'the first active match decides, none suggests',
      [
        rule('a', 'unconfirmed', 'pen', 's'),
        rule('b', 'confirmed', 'pen', 's'),
        rule('c', 'confirmed', 'ball', 'p'),
      ],
      'b',
      [],
    ],
    [
      'without an active match every training match suggests',
      [
        rule('a', 'unconfirmed', 'pen', 's'),
        rule('b', 'unconfirmed', 'blue', 'p'),
        rule('c', 'confirmed', 'paint', 'p'),
      ],
      null,
      ['a', 'b'],
    ],
    [
      'the first of two active matches decides',
      [rule('a', 'confirmed', 'pen', 'x'), rule('b', 'confirmed', 'pen', 's')],
      'a',
      [],
    ],
    ['no match, nothing', [rule('a', 'confirmed', 'paint', 's')], null, []],
  ] as const)('%s', (_name, rules, decider, suggesters) => {
    const decided = ruleDecider(rules)(subject, open, () => false);
    expect(decided.decision?.rule.name ?? null).toBe(decider);
    expect(names(decided.suggestions)).toEqual(suggesters);
  });

  it('an item already in the active rule’s category is left to the next rule', () => {
    const decided = ruleDecider([rule('a', 'confirmed', 'pen', 'x'), rule('b', 'confirmed', 'pen', 's')])(
      subject,
      { ...open, categoryId: 'x' },
      () => false,
    );
    expect(decided.decision?.rule.name).toBe('b');
  });
});
