import { ITEM_STATS_FIELDS } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { STATS_COUNT_NAMES, type TStatsCounts } from '../../api/stats.ts';
import { GROUP_COLUMNS, STATS_CARDS, statsValue } from './stats-labels.ts';
import { STATS_LIST_TARGETS, statsCountHref } from './stats-links.ts';

const params = (href: string | null) => new URLSearchParams(href?.split('?')[1] ?? '');

describe('statsCountHref', () => {
  it('opens the set and the stats_field of a count', () => {
    const href = statsCountHref('b1', 'expert_wait_for_categorisation_overdue');
    expect(href).toBe(
      '/dashboard/ihm/company/b1/orders?set=expert_tasks&stats_field=expert_wait_for_categorisation_overdue',
    );
  });

  it('narrows a group row to its supplier or vessel', () => {
    expect(
      Object.fromEntries(
        params(statsCountHref('b1', 'crew_in_tasks_overdue_tab_a', { group: 'vessel', id: 'v1' })),
      ),
    ).toEqual({ set: 'crew_tasks', stats_field: 'crew_in_tasks_overdue_tab_a', vessel: 'v1' });
    expect(params(statsCountHref('b1', 'total', { group: 'supplier', id: 's1' })).get('supplier')).toBe('s1');
  });

  it('opens all lists for the counts whose items can be in the expert tasks or monitor list', () => {
    for (const count of [
      'wait_for_documents_total',
      'supplier_reminder1',
      'supplier_reminder2',
      'total',
      'items_category_relevant',
      'items_category_unknown',
    ] as const) {
      expect(params(statsCountHref('b1', count)).get('set')).toBe('all');
    }
  });

  it('maps the documents counts to the expert_wait_for_documents stats fields', () => {
    expect(params(statsCountHref('b1', 'wait_for_documents_overdue')).get('stats_field')).toBe(
      'expert_wait_for_documents_overdue',
    );
  });

  it('gives no link to counts without a list filter', () => {
    expect(statsCountHref('b1', 'supplier_cancelled')).toBeNull();
    expect(statsCountHref('b1', 'crew_without_tasks')).toBeNull();
  });

  it('reaches every stats_field of the contract, each from one count', () => {
    const fields = Object.values(STATS_LIST_TARGETS).flatMap((target) => target?.statsField ?? []);
    expect([...fields].sort()).toEqual([...ITEM_STATS_FIELDS].sort());
  });

  it('puts the counts of one list filter in that list (expert waits: tasks; crew overdue: crew tasks)', () => {
    for (const target of Object.values(STATS_LIST_TARGETS)) {
      const field = target?.statsField ?? '';
      if (/^expert_wait_for_(categorisation|acceptance|closing_review)_/.test(field))
        expect(target?.set).toBe('expert_tasks');
      if (field.startsWith('crew_')) expect(target?.set).toBe('crew_tasks');
    }
  });
});

describe('statistics lines', () => {
  const counts = Object.fromEntries(STATS_COUNT_NAMES.map((name) => [name, 0])) as TStatsCounts;

  it('counts crew items without tasks as total minus crew_in_tasks_list', () => {
    expect(statsValue({ ...counts, total: 7, crew_in_tasks_list: 3 }, 'crew_without_tasks')).toBe(4);
    expect(statsValue({ ...counts, total: 7 }, 'total')).toBe(7);
  });

  it('names only counts the server answers', () => {
    const lines = [...STATS_CARDS.flatMap((card) => card.lines), ...GROUP_COLUMNS];
    for (const line of lines) {
      if (line.value !== 'crew_without_tasks') expect(STATS_COUNT_NAMES).toContain(line.value);
      if (line.overdue) expect(STATS_COUNT_NAMES).toContain(line.overdue);
    }
  });
});
