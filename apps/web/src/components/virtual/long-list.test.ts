import { describe, expect, it } from 'vitest';
import { cardsOfRows, isLongList, LONG_LIST, rowCount } from './long-list.ts';

describe('isLongList', () => {
  it('renders plainly up to the threshold, three pages of 50 projects', () => {
    expect(LONG_LIST).toBe(150);
    expect(isLongList(0)).toBe(false);
    expect(isLongList(150)).toBe(false);
    expect(isLongList(151)).toBe(true);
  });
});

describe('rowCount', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [600, 4, 150],
    [601, 3, 201],
    [7, 1, 7],
  ])('%i cards in %i columns are %i rows', (cards, cols, rows) => {
    expect(rowCount(cards, cols)).toBe(rows);
  });

  it('counts a column at least', () => {
    expect(rowCount(3, 0)).toBe(3);
  });
});

describe('cardsOfRows', () => {
  it('cuts whole rows of cards', () => {
    expect(cardsOfRows(0, 3, 4, 600)).toEqual({ first: 0, end: 12 });
    expect(cardsOfRows(10, 13, 2, 600)).toEqual({ first: 20, end: 26 });
  });

  it('ends with the last card when the last row is short', () => {
    expect(cardsOfRows(148, 151, 4, 601)).toEqual({ first: 592, end: 601 });
  });

  it('is empty for no rows, and past the end', () => {
    expect(cardsOfRows(0, 0, 3, 600)).toEqual({ first: 0, end: 0 });
    expect(cardsOfRows(300, 310, 3, 600)).toEqual({ first: 600, end: 600 });
  });
});
