/**
 * A list renders plainly up to this many entries and virtualised beyond (decision 0038). The
 * screens page by 50 (projects) or 30 (an audit trail), so three pages of projects or five of a
 * trail still render as before: the browser's find-in-page and every journey that looks a card or
 * an entry up by name in a list of a few dozen see every entry. A project card is 15 elements: 150
 * cards are about 2,300, cheap to lay out; 1,000 cards were 15,000.
 */
export const LONG_LIST = 150;

export const isLongList = (count: number) => count > LONG_LIST;

/** A grid's rows of `cols` cards: the last one may be short. */
export const rowCount = (cards: number, cols: number) => Math.ceil(cards / Math.max(1, cols));

/** The cards of rows [fromRow, toRow) of a grid of `cols` columns: [first, end) of `cards`. */
export function cardsOfRows(fromRow: number, toRow: number, cols: number, cards: number) {
  const width = Math.max(1, cols);
  return { first: Math.min(cards, fromRow * width), end: Math.min(cards, toRow * width) };
}
