import { describe, expect, it } from 'vitest';
import { renderedRange } from './rendered-range.ts';

// Entries of 100 px with a gap of 10 px; the list's top is 300 px down the scrolled content.
const MARGIN = 300;
const entry = (index: number) => ({ index, start: MARGIN + index * 110, end: MARGIN + index * 110 + 100 });
const TOTAL = 1000 * 110 - 10;

describe('renderedRange', () => {
  it('pads for the entries above and below the rendered ones', () => {
    const range = renderedRange([entry(40), entry(41), entry(42)], TOTAL, MARGIN);
    expect(range).toEqual({ from: 40, to: 43, before: 40 * 110, after: TOTAL - (42 * 110 + 100) });
    // The padding and the rendered entries with their gaps are the whole list.
    expect(range.before + 3 * 100 + 2 * 10 + range.after).toBe(TOTAL);
  });

  it('has no padding when the first and the last entries are rendered', () => {
    const all = Array.from({ length: 1000 }, (_, index) => entry(index));
    expect(renderedRange(all, TOTAL, MARGIN)).toEqual({ from: 0, to: 1000, before: 0, after: 0 });
  });

  it('renders nothing and keeps the room of the list before anything is placed', () => {
    expect(renderedRange([], TOTAL, MARGIN)).toEqual({ from: 0, to: 0, before: 0, after: TOTAL });
  });

  it('never pads by a negative amount', () => {
    expect(renderedRange([entry(0)], 50, MARGIN)).toEqual({ from: 0, to: 1, before: 0, after: 0 });
  });
});
