import { ApiError } from './http.ts';

/**
 * Waits between reads of a just-created resource (spec section 9): 100, 250, 250, 400, 1000 ms,
 * then 2000 ms steps, up to 9 retries; after the last one the caller proceeds anyway.
 */
export const POLL_DELAYS_MS = [100, 250, 250, 400, 1000, 2000, 2000, 2000, 2000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only "not there yet" is worth another read; any other failed load stops the polling (spec section 4). */
const notYetReadable = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Waits, then reads, until a read succeeds; returns whether one did before polling ended. */
export async function pollUntilReadable(
  read: () => Promise<unknown>,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<boolean> {
  for (const delay of POLL_DELAYS_MS) {
    await wait(delay);
    try {
      await read();
      return true;
    } catch (error) {
      if (!notYetReadable(error)) return false;
    }
  }
  return false;
}
