/** The optional background slideshow of the public shell. */
export const SLIDE_COUNT = 15;
export const SLIDE_STEP_MS = 9_000;
export const SLIDE_CYCLE_MS = SLIDE_COUNT * SLIDE_STEP_MS; // 135 s

export function slideIndexAt(elapsedMs: number): number {
  return Math.floor((elapsedMs % SLIDE_CYCLE_MS) / SLIDE_STEP_MS);
}

/** Our own generated seascapes: sky and sea gradients with a horizon, one palette per slide. */
export function slideImage(index: number): string {
  const hue = 190 + ((index * 11) % 40);
  const light = 18 + ((index * 7) % 30);
  const horizon = 45 + ((index * 13) % 25);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="none"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,${light + 35}%)"/><stop offset="1" stop-color="hsl(${hue + 10},45%,${light + 50}%)"/></linearGradient><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue + 5},60%,${light + 10}%)"/><stop offset="1" stop-color="hsl(${hue + 15},70%,${light}%)"/></linearGradient></defs><rect width="1600" height="900" fill="url(#s)"/><rect y="${horizon * 9}" width="1600" height="${900 - horizon * 9}" fill="url(#w)"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
