import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type CSSProperties, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { renderedRange } from './rendered-range.ts';
import { ancestorsOf, scrollParent } from './scroll-parent.ts';

type Key = VirtualItem['key'];

type Options = {
  /** The entries: a trail's entries, or a grid's rows of cards. */
  count: number;
  /** Off while the list is short: every entry renders and nothing listens to the scroll. */
  enabled: boolean;
  /** An entry's height in px until it is measured. */
  estimateSize: number;
  /** Entries rendered beyond each edge of the viewport: Tab and a quick scroll find them ready. */
  overscan: number;
  /** Stable keys keep measured heights with their entries when entries come in above. */
  getItemKey?: (index: number) => Key;
};

export type VirtualList = {
  /** For the list element (`ul`, `ol`): its place in the scrolled content and its gap place the entries. */
  listRef: (element: HTMLElement | null) => void;
  /** The entries to render: [from, to). */
  from: number;
  to: number;
  /** The list's padding, standing for the entries not rendered. */
  style: CSSProperties;
  /** For each entry's element (`li`). */
  itemStyle: CSSProperties | undefined;
  /** For each rendered element that carries `data-index` (an entry, a grid row's first card). */
  measureRef: ((element: Element | null) => void) | undefined;
};

/** Where a long list sits: found once it is long, in the DOM of its last plain render. */
type Placement = {
  /** The element that scrolls it (a drawer's content), or null for the window. */
  scroller: HTMLElement | null;
  /** Its top within the scrolled content, and the CSS gap between its entries, in px. */
  margin: number;
  gap: number;
  /** The heights of the entries rendered plainly before, so they stay where they were. */
  sizes: VirtualItem[];
};

const PLAIN: CSSProperties = { paddingTop: 0, paddingBottom: 0 };
// The virtualizer keeps the entries in view when heights above them change; the browser's scroll
// anchoring would correct the same change a second time. With the entries left out the list itself
// is the browser's anchor, which moves only with what is above it, as an entry did; left out as a
// whole, the anchor would be what follows it ("Load more"), pushed down by every page.
const UNANCHORED: CSSProperties = { overflowAnchor: 'none' };

// Unrounded, as the plain list lays them out: a rounded height per entry would shift the entries of
// a long list by up to half a pixel each.
const exactHeight = (element: Element, entry: ResizeObserverEntry | undefined) =>
  entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;

function offsetIn(list: HTMLElement, scroller: HTMLElement | null) {
  const top = list.getBoundingClientRect().top;
  if (!scroller) return top + window.scrollY;
  return top - scroller.getBoundingClientRect().top - scroller.clientTop + scroller.scrollTop;
}

function measuredSizes(list: HTMLElement, keyOf: (index: number) => Key): VirtualItem[] {
  return [...list.querySelectorAll(':scope > [data-index]')].map((element) => {
    const index = Number((element as HTMLElement).dataset.index);
    const size = element.getBoundingClientRect().height;
    return { key: keyOf(index), index, start: 0, end: size, size, lane: 0 };
  });
}

/**
 * A list that renders only the entries near the viewport once it is long, in the window or in the
 * element that scrolls it (a drawer). While `enabled` is off it renders every entry as before; the
 * render that turns it on keeps the entries already shown, measures them and finds the scroller,
 * so a list that grows past the threshold under the reader's eyes does not move.
 */
export function useVirtualList({ count, enabled, estimateSize, overscan, getItemKey }: Options): VirtualList {
  const list = useRef<HTMLElement | null>(null);
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const plainCount = useRef(0);
  const [placement, setPlacement] = useState<Placement>();
  if (!enabled && placement) setPlacement(undefined);

  const common = {
    count,
    overscan,
    getItemKey,
    estimateSize: () => estimateSize,
    measureElement: exactHeight,
    gap: placement?.gap ?? 0,
    scrollMargin: placement?.margin ?? 0,
    initialMeasurementsCache: placement?.sizes,
  };
  // Both hooks always run (a hook cannot be skipped); the one for the list's scroller is on.
  const inWindow = useWindowVirtualizer({ ...common, enabled: enabled && placement?.scroller === null });
  const inElement = useVirtualizer<HTMLElement, Element>({
    ...common,
    enabled: enabled && Boolean(placement?.scroller),
    getScrollElement: () => placement?.scroller ?? null,
    // Where the reader is, as the window's hook does with scrollY: from 0 it would scroll them to the top.
    initialOffset: () => placement?.scroller?.scrollTop ?? 0,
  });

  // Content above the list can move it without a render of its own; the next render (any scroll
  // that changes the range) reads its place again, and the overscan covers the meantime.
  useLayoutEffect(() => {
    const element = list.current;
    if (!enabled) {
      plainCount.current = count;
      return;
    }
    if (!element) return;
    const scroller = placement
      ? placement.scroller
      : scrollParent(ancestorsOf(element) as Iterable<HTMLElement>, (box) => getComputedStyle(box).overflowY);
    const margin = offsetIn(element, scroller);
    const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
    if (placement && Math.abs(margin - placement.margin) < 0.5 && gap === placement.gap) return;
    setPlacement({
      scroller,
      margin,
      gap,
      sizes: placement ? placement.sizes : measuredSizes(element, getItemKey ?? ((index) => index)),
    });
  });

  if (!enabled)
    return { listRef, from: 0, to: count, style: PLAIN, itemStyle: undefined, measureRef: undefined };
  if (!placement) {
    // One render, before paint: the entries shown so far, and room for the others.
    const to = Math.min(count, plainCount.current);
    return {
      listRef,
      from: 0,
      to,
      style: { paddingTop: 0, paddingBottom: (count - to) * estimateSize },
      itemStyle: UNANCHORED,
      measureRef: undefined,
    };
  }
  const virtualizer = placement.scroller ? inElement : inWindow;
  const range = renderedRange(
    virtualizer.getVirtualItems(),
    virtualizer.getTotalSize(),
    virtualizer.options.scrollMargin,
  );
  return {
    listRef,
    from: range.from,
    to: range.to,
    style: { paddingTop: range.before, paddingBottom: range.after },
    itemStyle: UNANCHORED,
    measureRef: virtualizer.measureElement,
  };
}
