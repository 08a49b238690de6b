// Tables T and O: since when each party is needed, and when it becomes overdue.
import { describe, expect, it } from 'vitest';
import {
  aClosedRelevantItem,
  aDocument,
  anAction,
  anOrderItem,
  aRequest,
  aResult,
  arrived,
  day,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { isOverdue } from './overdue.rules.ts';
import { serviceLevelsFrom } from './service-levels.constants.ts';

const now = day(100);
const relevant = (overrides: Partial<OrderItemInput> = {}): OrderItemInput =>
  anOrderItem({
    category_relevancy: 'relevant',
    selected_article_category_at: day(1),
    selected_md_document: aDocument('md'),
    selected_md_document_at: day(2),
    selected_sdoc_document: aDocument('sdoc'),
    selected_sdoc_document_at: day(3),
    ...overrides,
  });

describe('table T: since when the item needs the expert', () => {
  it.each<[string, string, OrderItemInput, Date]>([
    ['T1', 'new item: its creation', anOrderItem({ created_at: day(2) }), day(2)],
    ['T2', 'MD missing: the category time', relevant({ selected_md_document: null }), day(1)],
    [
      'T2',
      'MD missing, no category time: the creation',
      relevant({ selected_md_document: null, selected_article_category_at: null, created_at: day(-3) }),
      day(-3),
    ],
    ['T2', 'MD invalid: its selection', relevant({ selected_md_document: aDocument('other') }), day(2)],
    [
      'T2',
      'supplier answered: the answer',
      relevant({
        selected_md_document: null,
        md_document_request: aRequest('md', { actions: [anAction('document_provided', 'supplier', day(8))] }),
      }),
      day(8),
    ],
    ['T3', 'SDoC invalid: its selection', relevant({ selected_sdoc_document: aDocument('md') }), day(3)],
    ['T4', 'unknown result: the MD selection', relevant({ check_results: [aResult('lead', null)] }), day(2)],
    [
      'T4',
      'unknown result without MD: the category time',
      anOrderItem({
        category_relevancy: 'additional',
        selected_article_category_at: day(6),
        check_results: [aResult('lead', null)],
      }),
      day(6),
    ],
    ['T5', 'closable relevant: the last part closed', relevant(), day(3)],
    [
      'T5',
      'closable relevant by closed requests',
      relevant({
        selected_md_document: null,
        selected_sdoc_document: null,
        md_document_request: aRequest('md', { is_closed: true, closed_at: day(9) }),
        sdoc_document_request: aRequest('sdoc', { is_closed: true, closed_at: null }),
      }),
      day(9),
    ],
    [
      'T5',
      'closable not relevant: the category time',
      anOrderItem({ category_relevancy: 'not_relevant', selected_article_category_at: day(5) }),
      day(5),
    ],
    ['T6', 'invalid closed review: the closing', aClosedRelevantItem({ selected_md_document: null }), day(4)],
    [
      'T6',
      'invalid closed review without closing time: the creation',
      anOrderItem({ is_review_closed: true }),
      day(0),
    ],
    [
      'T7',
      'new data: its arrival',
      aClosedRelevantItem({ has_new_data_to_review: true, new_data_at: day(20) }),
      day(20),
    ],
    [
      'T7',
      'new data without time: the closing',
      aClosedRelevantItem({ has_new_data_to_review: true }),
      day(4),
    ],
    [
      'T7',
      'new data without any time: the creation',
      aClosedRelevantItem({ has_new_data_to_review: true, review_closed_at: null, created_at: day(-1) }),
      day(-1),
    ],
  ])('%s: %s', (id, _name, input, since) => {
    const evaluation = evaluateOrderItem(input, { now });
    expect(evaluation.expert_needed_since).toEqual(since);
    expect(evaluation.expert_overdue_since).toEqual(new Date(since.getTime() + 14 * 86_400_000));
    expect(explainOrderItem(input).expert_clocks.map((clock) => clock.id)).toContain(id);
  });
});

describe('table O: clocks', () => {
  it('O1–O2: the earliest need of several expert actions, plus the expert service level', () => {
    const input = relevant({
      selected_md_document: null,
      selected_sdoc_document: null,
      sdoc_document_request: aRequest('sdoc', { actions: [anAction('message', 'supplier', day(0))] }),
    });
    const evaluation = evaluateOrderItem(input, {
      now,
      serviceLevels: serviceLevelsFrom({ expertOverdueAfterDays: 3 }),
    });
    expect(evaluation.expert_needed_since).toEqual(day(0));
    expect(evaluation.expert_overdue_since).toEqual(day(3));
    expect(evaluation.is_expert_overdue).toBe(true);
  });

  it('O1: nothing for the expert, no expert clock', () => {
    const evaluation = evaluateOrderItem(aClosedRelevantItem(), { now });
    expect(evaluation.expert_needed_since).toBeNull();
    expect(evaluation.expert_overdue_since).toBeNull();
    expect(evaluation.is_expert_overdue).toBe(false);
  });

  const waitingForSupplier = relevant({
    selected_md_document: null,
    selected_sdoc_document: null,
    md_document_request: aRequest('md', { started_at: day(6) }),
    sdoc_document_request: aRequest('sdoc', { actions: [anAction('document_rejected', 'expert', day(4))] }),
  });

  it('O3–O6: the supplier clock starts when the ball was handed to the supplier', () => {
    const evaluation = evaluateOrderItem(waitingForSupplier, { now: day(24) });
    expect(evaluation).toMatchObject({
      supplier_waiting_since: day(4),
      supplier_reminder1_at: day(11),
      supplier_reminder2_at: day(18),
      supplier_overdue_since: day(25),
      is_supplier_overdue: false,
    });
    expect(evaluateOrderItem(waitingForSupplier, { now: day(25) }).is_supplier_overdue).toBe(true);
  });

  it('O3: only one part awaiting the supplier', () => {
    const onlySdoc = { ...waitingForSupplier, md_document_request: null };
    expect(evaluateOrderItem(onlySdoc, { now }).supplier_waiting_since).toEqual(day(4));
    const onlyMd = { ...waitingForSupplier, sdoc_document_request: null };
    expect(evaluateOrderItem(onlyMd, { now }).supplier_waiting_since).toEqual(day(6));
  });

  it('O3: a closed review stops the supplier clock', () => {
    const closed = {
      ...waitingForSupplier,
      category_relevancy: 'additional' as const,
      is_review_closed: true,
    };
    expect(evaluateOrderItem(closed, { now })).toMatchObject({
      supplier_waiting_since: null,
      supplier_overdue_since: null,
      is_supplier_overdue: false,
    });
  });

  const crewTask = aClosedRelevantItem({ check_results: [TABLE_B_RESULT], ...arrived() });

  it('O7–O10: the crew is first notified now, and overdue after the crew service level', () => {
    const evaluation = evaluateOrderItem(crewTask, { now: day(50) });
    expect(evaluation).toMatchObject({
      crew_tasks_first_notified_at: day(50),
      crew_tasks_first_ever_notified_at: day(50),
      crew_overdue_since: day(80),
      crew_first_ever_overdue_since: day(80),
      is_crew_overdue: false,
    });
  });

  it('O7–O10: stored notifications are kept; the first ever one is the earlier', () => {
    const input = {
      ...crewTask,
      crew_tasks_first_notified_at: day(60),
      crew_tasks_first_ever_notified_at: day(20),
    };
    const evaluation = evaluateOrderItem(input, { now: day(95) });
    expect(evaluation).toMatchObject({
      crew_tasks_first_notified_at: day(60),
      crew_tasks_first_ever_notified_at: day(20),
      crew_overdue_since: day(90),
      crew_first_ever_overdue_since: day(50),
      is_crew_overdue: true,
    });
  });

  it('O7–O10: out of the crew tasks the period ends but the first ever notification stays', () => {
    const done = aClosedRelevantItem({
      crew_tasks_first_notified_at: day(60),
      crew_tasks_first_ever_notified_at: day(20),
    });
    expect(evaluateOrderItem(done, { now })).toMatchObject({
      crew_tasks_first_notified_at: null,
      crew_tasks_first_ever_notified_at: day(20),
      crew_overdue_since: null,
      crew_first_ever_overdue_since: null,
      is_crew_overdue: false,
    });
  });

  it('O11: overdue when the overdue time is not after now', () => {
    expect(isOverdue(day(5), day(5))).toBe(true);
    expect(isOverdue(day(5), day(4))).toBe(false);
    expect(isOverdue(null, day(4))).toBe(false);
  });
});
