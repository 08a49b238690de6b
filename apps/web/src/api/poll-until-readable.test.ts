import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { POLL_DELAYS_MS, pollUntilReadable } from './poll-until-readable.ts';

/** A read that fails with the given statuses in turn, then succeeds. */
function reads(failures: number[]) {
  const calls: number[] = [];
  const read = async () => {
    calls.push(calls.length);
    const status = failures[calls.length - 1];
    if (status !== undefined) throw new ApiError(status);
  };
  return { read, calls };
}

describe('pollUntilReadable (spec section 9 timings)', () => {
  it('waits 100, 250, 250, 400, 1000 then 2000 ms steps, nine reads at most', () => {
    expect(POLL_DELAYS_MS).toEqual([100, 250, 250, 400, 1000, 2000, 2000, 2000, 2000]);
  });

  it('reads again while the resource is not there yet, in the spec steps', async () => {
    const waited: number[] = [];
    const { read, calls } = reads([404, 404, 404]);
    const readable = await pollUntilReadable(read, async (ms) => waited.push(ms));
    expect(readable).toBe(true);
    expect(calls).toHaveLength(4);
    expect(waited).toEqual([100, 250, 250, 400]);
  });

  it('proceeds after nine reads that never succeed', async () => {
    const { read, calls } = reads(Array(20).fill(404));
    expect(await pollUntilReadable(read, async () => {})).toBe(false);
    expect(calls).toHaveLength(9);
  });

  it.each([403, 500, 0])('a failed load (%i) stops the polling', async (status) => {
    const { read, calls } = reads([404, status, 404]);
    expect(await pollUntilReadable(read, async () => {})).toBe(false);
    expect(calls).toHaveLength(2);
  });
});
