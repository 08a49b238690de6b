/** What the walk reads of an ancestor: an Element in the browser, a plain object in tests. */
export type ScrollBox = { tagName: string; scrollHeight: number; clientHeight: number };

const SCROLLS = new Set(['auto', 'scroll', 'overlay']);

/**
 * The nearest ancestor that scrolls a long list, or null when the window does (the body and the
 * root element scroll the viewport). A Mantine 9 drawer scrolls its content
 * (`.mantine-Drawer-content`, overflow-y auto), not its body. An ancestor counts only when its
 * content overflows it: one with `overflow-x: auto` computes `overflow-y: auto` too but grows with
 * the list, and the walk is made while the list is long, so a real scroller overflows by then.
 */
export function scrollParent<T extends ScrollBox>(ancestors: Iterable<T>, overflowY: (box: T) => string) {
  for (const box of ancestors) {
    if (box.tagName === 'BODY' || box.tagName === 'HTML') return null;
    if (SCROLLS.has(overflowY(box)) && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

export function* ancestorsOf(element: Element) {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) yield parent;
}
