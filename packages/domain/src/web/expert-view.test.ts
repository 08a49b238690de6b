import { describe, expect, it } from 'vitest';
import { showsExpertView, taskListOf } from './expert-view.ts';

describe('showsExpertView', () => {
  it.each([
    [true, null, true],
    [true, true, true],
    [true, false, false],
    [false, null, false],
    [false, true, false],
    [false, false, false],
  ] as const)('expert %s, chosen %s → %s', (isExpert, chosen, expected) => {
    expect(showsExpertView(isExpert, chosen)).toBe(expected);
  });
});

describe('taskListOf', () => {
  it.each([
    [true, 'expert_tasks'],
    [false, 'crew_tasks'],
  ] as const)('expert view %s → %s', (expertView, expected) => {
    expect(taskListOf(expertView)).toBe(expected);
  });
});
