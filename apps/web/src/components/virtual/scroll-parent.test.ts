import { describe, expect, it } from 'vitest';
import { type ScrollBox, scrollParent } from './scroll-parent.ts';

type Box = ScrollBox & { overflowY: string; name: string };
const box = (name: string, overflowY = 'visible', scrollHeight = 100, clientHeight = 100): Box => ({
  name,
  tagName: name === 'body' || name === 'html' ? name.toUpperCase() : 'DIV',
  overflowY,
  scrollHeight,
  clientHeight,
});
const find = (ancestors: Box[]) => scrollParent(ancestors, (candidate) => candidate.overflowY)?.name ?? null;

describe('scrollParent', () => {
  it('is the window when no ancestor scrolls', () => {
    expect(find([box('stack'), box('main'), box('root'), box('body'), box('html')])).toBeNull();
  });

  it("is a drawer's content, which scrolls (overflow-y auto) and overflows", () => {
    const content = box('drawer-content', 'auto', 20_000, 844);
    expect(find([box('panel'), box('tabs'), box('drawer-body'), content, box('body')])).toBe(
      'drawer-content',
    );
  });

  it('skips an ancestor that only scrolls sideways and grows with the list', () => {
    expect(find([box('wide', 'auto', 20_000, 20_000), box('body')])).toBeNull();
  });

  it('skips clipping (hidden) ancestors and takes overflow-y scroll', () => {
    const scroller = box('pane', 'scroll', 5_000, 600);
    expect(find([box('clip', 'hidden', 5_000, 600), scroller])).toBe('pane');
  });

  it('stops at the body even when it has overflow-y auto: it scrolls the viewport', () => {
    expect(
      find([box('stack'), box('body', 'auto', 20_000, 844), box('html', 'auto', 20_000, 844)]),
    ).toBeNull();
  });
});
