/**
 * Waits between reads of a just-created resource (spec section 9): 100, 250, 250, 400, 1000 ms,
 * then 2000 ms steps, up to 9 retries; after the last one the caller proceeds anyway.
 */
export const POLL_DELAYS_MS = [100, 250, 250, 400, 1000, 2000, 2000, 2000, 2000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, then reads, until a read succeeds; returns whether one did before the retries ran out. */
export async function pollUntilReadable(read: () => Promise<unknown>): Promise<boolean> {
  for (const delay of POLL_DELAYS_MS) {
    await sleep(delay);
    try {
      await read();
      return true;
    } catch {
      // Not readable yet: the next step waits longer.
    }
  }
  return false;
}
