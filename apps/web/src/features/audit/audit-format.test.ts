import type { TAuditChange } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { changeText, entryTitle, formatAuditValue, relativeTime } from './audit-format.ts';
import { auditFiltersFromQuery, periodProblem } from './company-audit-filters.ts';

const change = (props: Partial<TAuditChange>): TAuditChange => ({
  field: 'remarks',
  label: 'Remarks',
  before: null,
  after: null,
  before_name: null,
  after_name: null,
  ...props,
});

describe('formatAuditValue', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['   ', '—'],
    [[], '—'],
    [[null, ''], '—'],
    [true, 'Yes'],
    [false, 'No'],
    [0, '0'],
    [12.5, '12.5'],
    [Number.NaN, '—'],
    ['Gasket sheet', 'Gasket sheet'],
    ['2026-03-05', '5 Mar 2026'],
    [['a@example.com', 'b@example.com'], 'a@example.com, b@example.com'],
    [[true, '2026-01-31'], 'Yes, 31 Jan 2026'],
    [{ serviceLevels: { a: 1 } }, '{"serviceLevels":{"a":1}}'],
  ])('%j reads %j', (value, text) => {
    expect(formatAuditValue(value)).toBe(text);
  });

  it('writes a moment in the given time zone', () => {
    expect(formatAuditValue('2026-03-05T13:04:00.000Z', { timeZone: 'UTC' })).toBe('5 Mar 2026, 13:04');
    expect(formatAuditValue('2026-03-05T23:30:00Z', { timeZone: 'Europe/Berlin' })).toBe('6 Mar 2026, 00:30');
  });
});

describe('changeText', () => {
  it('names references by their names, before → after', () => {
    const category = change({
      field: 'selected_article_category_id',
      label: 'Category',
      before: 'c1',
      after: 'c2',
      before_name: 'Gaskets and packings',
      after_name: 'Sealing materials',
    });
    expect(changeText(category)).toBe('Category: Gaskets and packings → Sealing materials');
  });

  it('falls back to the formatted value where a reference has no name', () => {
    expect(changeText(change({ label: 'Category', before: null, after: 'c2', after_name: 'Paints' }))).toBe(
      'Category: — → Paints',
    );
    expect(changeText(change({ label: 'Review closed', before: false, after: true }))).toBe(
      'Review closed: No → Yes',
    );
    expect(changeText(change({ label: 'Delivered at', before: '2026-02-01', after: '' }))).toBe(
      'Delivered at: 1 Feb 2026 → —',
    );
  });

  it('reads a created row by its value and a deleted one by what it was', () => {
    expect(changeText(change({ label: 'Quantity ordered', after: 4 }), 'created')).toBe(
      'Quantity ordered: 4',
    );
    expect(changeText(change({ label: 'Name', before: 'Old deck' }), 'deleted')).toBe('Name: Old deck');
  });
});

describe('entryTitle', () => {
  it('names the entity as the screens do', () => {
    expect(entryTitle({ entity: 'order_item', action: 'changed' })).toBe('Order item changed');
    expect(entryTitle({ entity: 'check_image', action: 'created' })).toBe('Photo created');
    expect(entryTitle({ entity: 'something_new', action: 'deleted' })).toBe('something_new deleted');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  it.each([
    ['2026-03-05T11:59:40Z', 'just now'],
    ['2026-03-05T11:59:00Z', '1 minute ago'],
    ['2026-03-05T11:55:00Z', '5 minutes ago'],
    ['2026-03-05T09:00:00Z', '3 hours ago'],
    ['2026-03-04T10:00:00Z', 'yesterday'],
    ['2026-02-26T12:00:00Z', 'last week'],
    ['2025-03-01T12:00:00Z', 'last year'],
  ])('%s is %s', (at, text) => {
    expect(relativeTime(at, now)).toBe(text);
  });
});

describe('the audit view filters', () => {
  it('reads known values from the URL and leaves out the rest', () => {
    expect(
      auditFiltersFromQuery(
        new URLSearchParams('who=api_key&entity=order_item&from=2026-01-01&to=2026-01-31'),
      ),
    ).toEqual({ actor_kind: 'api_key', entity: 'order_item', from: '2026-01-01', to: '2026-01-31' });
    expect(
      auditFiltersFromQuery(new URLSearchParams('who=robot&entity=items&from=yesterday&to=2026-13-45')),
    ).toEqual({ actor_kind: undefined, entity: undefined, from: undefined, to: undefined });
  });

  it('refuses a period that ends before it starts', () => {
    expect(periodProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe('The period ends before it starts.');
    expect(periodProblem({ from: '2026-02-01', to: '2026-02-01' })).toBeNull();
    expect(periodProblem({ from: '2026-02-01' })).toBeNull();
  });
});
