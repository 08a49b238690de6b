import { createStore } from '../../lib/store.ts';

/** The loading bar hides this long after the last request ends, so bursts do not flicker. */
export const LOADING_BAR_HIDE_DELAY_MS = 100;

let pending = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
export const loadingBarStore = createStore(false);

export function requestStarted() {
  pending++;
  if (hideTimer) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
  if (!loadingBarStore.get()) loadingBarStore.set(true);
}

export function requestEnded() {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    loadingBarStore.set(false);
  }, LOADING_BAR_HIDE_DELAY_MS);
}
