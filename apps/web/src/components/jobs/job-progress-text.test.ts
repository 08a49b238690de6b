import type { TJobRun } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { isActive, progressLine, timeLeftText } from './job-progress-text.ts';

const run = (patch: Partial<TJobRun>): TJobRun => ({
  id: '00000000-0000-4000-8000-000000000000',
  name: 'import',
  status: 'running',
  phase: 'Reading rows',
  progress: 0.25,
  processed: 2500,
  total: 10000,
  attempts: 1,
  error: null,
  created_at: '2026-11-24T10:00:00.000Z',
  started_at: '2026-11-24T10:00:01.000Z',
  finished_at: null,
  estimated_seconds_left: 185,
  can_retry: false,
  ...patch,
});

describe('job progress texts', () => {
  it.each([
    [null, null],
    [3, 'a few seconds left'],
    [44, 'about 40 s left'],
    [185, 'about 3 min left'],
    [3600, 'about 1 h left'],
    [5400, 'about 1 h 30 min left'],
  ])('%s seconds read «%s»', (seconds, text) => {
    expect(timeLeftText(seconds)).toBe(text);
  });

  it('a running job shows its phase, counts and time left', () => {
    expect(progressLine(run({}))).toBe('Reading rows · 2,500 of 10,000 · about 3 min left');
  });

  it('a queued, retrying or finished job shows its status instead of a phase, and no time left', () => {
    expect(progressLine(run({ status: 'queued', processed: 0 }))).toBe('Waiting to start');
    expect(progressLine(run({ status: 'retrying' }))).toBe('Failed, trying again shortly · 2,500 of 10,000');
    expect(progressLine(run({ status: 'succeeded', processed: 10000, total: 10000 }))).toBe(
      'Done · 10,000 of 10,000',
    );
    expect(progressLine(run({ status: 'failed', total: null }))).toBe('Failed');
  });

  it('only unfinished jobs are polled', () => {
    expect(isActive(undefined)).toBe(true);
    expect(isActive(run({ status: 'retrying' }))).toBe(true);
    expect(isActive(run({ status: 'succeeded' }))).toBe(false);
    expect(isActive(run({ status: 'failed' }))).toBe(false);
  });
});
