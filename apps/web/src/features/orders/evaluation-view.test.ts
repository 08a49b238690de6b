import { describe, expect, it } from 'vitest';
import type { TOrderItem } from '../../api/orders.ts';
import { evaluationView } from './evaluation-view.ts';

const item = (patch: Partial<TOrderItem>) =>
  ({ evaluation: null, is_review_closed: false, ...patch }) as TOrderItem;

describe('the evaluation view of an item', () => {
  it('without an evaluation, an open review shows as an open review, never as nothing', () => {
    expect(evaluationView(item({}))).toMatchObject({ expertDisplay: 'open_review', reviewStatus: 'open' });
  });

  it('without an evaluation, a closed review shows as done', () => {
    expect(evaluationView(item({ is_review_closed: true }))).toMatchObject({
      expertDisplay: 'done',
      reviewStatus: 'closed',
    });
  });

  it('a stored evaluation speaks for itself, and unknown values are dropped', () => {
    const view = evaluationView(
      item({
        evaluation: { expert_display: 'new', review_status: 'new_data', expert_list: 'bogus' } as never,
      }),
    );
    expect(view).toMatchObject({ expertDisplay: 'new', reviewStatus: 'new_data', expertList: null });
  });
});
