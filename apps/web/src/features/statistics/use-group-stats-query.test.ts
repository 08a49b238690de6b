import { describe, expect, it } from 'vitest';
import { groupStatsQuery } from './use-group-stats-query.ts';

describe('groupStatsQuery', () => {
  it.each([
    ['', { page: 0, size: 100, direction: 'asc', search: '' }],
    ['page=2&size=50&dir=desc&q=hanse', { page: 2, size: 50, direction: 'desc', search: 'hanse' }],
    ['page=-3&size=20&dir=up', { page: 0, size: 100, direction: 'asc', search: '' }],
    ['page=x', { page: 0, size: 100, direction: 'asc', search: '' }],
  ])('?%s', (query, expected) => {
    expect(groupStatsQuery(new URLSearchParams(query))).toEqual(expected);
  });
});
