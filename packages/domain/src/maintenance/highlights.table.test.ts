// Table H: highlights per view.
import { describe, expect, it } from 'vitest';
import { crewHighlight, expertHighlight } from './highlights.table.ts';
import { aClosedRelevantItem, anOrderItem, arrived, day, TABLE_A_RESULT } from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

describe('table H: expert highlight', () => {
  it.each([
    ['HE1', { list: 'tasks', actions: ['fix_invalid_review'], isRelevantCategory: false }, 'critical'],
    ['HE2', { list: 'tasks', actions: ['review_close'], isRelevantCategory: false }, 'action_required'],
    ['HE3', { list: 'monitor', actions: [], isRelevantCategory: false }, 'action_done'],
    ['HE3', { list: 'done', actions: [], isRelevantCategory: true }, 'action_done'],
    ['HE4', { list: 'done', actions: [], isRelevantCategory: false }, 'none'],
  ] as const)('%s → %s', (_id, context, highlight) => {
    expect(expertHighlight(context)).toBe(highlight);
  });
});

describe('table H: crew highlight', () => {
  it.each([
    ['HC1', { list: 'tasks', crewTab: 'a' }, 'critical'],
    ['HC2', { list: 'tasks', crewTab: 'b' }, 'action_required'],
    ['HC3', { list: 'monitor', crewTab: 'b' }, 'action_done'],
    ['HC4', { list: 'done', crewTab: null }, 'none'],
  ] as const)('%s → %s', (_id, context, highlight) => {
    expect(crewHighlight(context)).toBe(highlight);
  });

  it('is part of the evaluation', () => {
    expect(evaluateOrderItem(anOrderItem(), { now: day(1) }).highlights).toEqual({
      expert: 'action_required',
      crew: 'none',
    });
    expect(
      evaluateOrderItem(aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...arrived() }), {
        now: day(1),
      }).highlights,
    ).toEqual({ expert: 'action_done', crew: 'critical' });
  });
});
