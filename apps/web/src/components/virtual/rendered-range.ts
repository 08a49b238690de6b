/** What a virtualizer says of an entry to render (its VirtualItem), in px from the scrolled content's top. */
export type PlacedEntry = { index: number; start: number; end: number };

/**
 * The entries to render, [from, to), and the padding of the list standing for those above and
 * below. The rendered entries stay in the list's flow (a `ul` keeps its `li` children, a grid its
 * columns), so the padding, not absolute positions, puts them where the whole list would.
 * `scrollMargin` is the list's own top in the scrolled content, which the virtualizer adds to each
 * entry's start.
 */
export function renderedRange(entries: readonly PlacedEntry[], totalSize: number, scrollMargin: number) {
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (!first || !last) return { from: 0, to: 0, before: 0, after: totalSize };
  return {
    from: first.index,
    to: last.index + 1,
    before: Math.max(0, first.start - scrollMargin),
    after: Math.max(0, totalSize - (last.end - scrollMargin)),
  };
}
