// Table L row by row: which list an item is in for the crew, the expert and in general.
import { describe, expect, it } from 'vitest';
import type { WorkList } from './evaluation.constants.ts';
import {
  aClosedRelevantItem,
  anOrderItem,
  aRequest,
  aResult,
  arrived,
  day,
  received,
  TABLE_A_RESULT,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { generalList } from './work-lists.table.ts';

const now = day(100);
const tabA = (overrides: Partial<OrderItemInput> = {}) =>
  aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...overrides });
const tabB = (overrides: Partial<OrderItemInput> = {}) =>
  aClosedRelevantItem({ check_results: [TABLE_B_RESULT], ...overrides });

describe('table L: crew list', () => {
  it.each<[string, string, OrderItemInput, WorkList]>([
    ['LC1', 'a crew action', tabB(arrived()), 'tasks'],
    ['LC2', 'goods not yet at the vessel', tabB(), 'monitor'],
    ['LC3', 'aboard and fully placed', tabB({ ...received(1), storages: [{ quantity: 1 }] }), 'monitor'],
    [
      'LC3',
      'not relevant with table A results aboard waits for the expert',
      tabA({ ...received(1), category_relevancy: 'not_relevant' }),
      'monitor',
    ],
    ['LC4', 'no hazmats', aClosedRelevantItem(received(1)), 'done'],
    [
      'LC4',
      'not relevant table B aboard',
      tabB({ ...received(1), category_relevancy: 'not_relevant' }),
      'done',
    ],
    [
      'LC4',
      'removed with receipts',
      tabA({ ...received(1), removals: [{ quantity: 1, is_documented: true }] }),
      'done',
    ],
    ['LC4', 'rejected', tabA({ receiving_status: 'Rejected' }), 'done'],
    ['LC4', 'cancelled', tabA({ order: { id: 'o', status: 'cancelled', ordered_at: null } }), 'done'],
  ])('%s: %s', (id, _name, input, list) => {
    const evaluation = evaluateOrderItem(input, { now });
    expect(evaluation.crew_list).toBe(list);
    expect(explainOrderItem(input).crew_list.id).toBe(id);
  });
});

describe('table L: expert list', () => {
  it.each<[string, string, OrderItemInput, WorkList]>([
    ['LE1', 'an expert action', anOrderItem(), 'tasks'],
    [
      'LE2',
      'waiting for the supplier',
      aClosedRelevantItem({
        is_review_closed: false,
        selected_md_document: null,
        md_document_request: aRequest('md'),
      }),
      'monitor',
    ],
    ['LE3', 'table A not yet at the vessel', tabA(), 'monitor'],
    ['LE3', 'table A aboard', tabA({ ...received(1), storages: [{ quantity: 1 }] }), 'monitor'],
    ['LE4', 'closed, nothing aboard', aClosedRelevantItem(), 'done'],
    ['LE4', 'table A rejected', tabA({ ...arrived(), receiving_status: 'Rejected' }), 'done'],
    [
      'LE4',
      'table B aboard is the crew’s business',
      tabB({ ...received(1), storages: [{ quantity: 1 }] }),
      'done',
    ],
  ])('%s: %s', (id, _name, input, list) => {
    expect(evaluateOrderItem(input, { now }).expert_list).toBe(list);
    expect(explainOrderItem(input).expert_list.id).toBe(id);
  });
});

describe('table L: general list', () => {
  it.each<[string, WorkList, WorkList, WorkList]>([
    ['LG1', 'tasks', 'done', 'tasks'],
    ['LG1', 'monitor', 'tasks', 'tasks'],
    ['LG2', 'monitor', 'done', 'monitor'],
    ['LG2', 'done', 'monitor', 'monitor'],
    ['LG3', 'done', 'done', 'done'],
  ])('%s: expert %s, crew %s → %s', (_id, expertList, crewList, list) => {
    expect(generalList({ expertList, crewList })).toBe(list);
  });

  it('is explained', () => {
    expect(explainOrderItem(anOrderItem()).general_list.id).toBe('LG1');
    expect(
      explainOrderItem(aClosedRelevantItem({ check_results: [aResult('lead', 'no')] })).general_list.id,
    ).toBe('LG3');
  });
});
