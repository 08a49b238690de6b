import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

export type ProgressUpdate = { phase?: string; processed?: number; total?: number | null };

/** What a handler calls as it goes; cheap to call per item (writes at most every `minIntervalMs`). */
export type ProgressReporter = {
  report: (update: ProgressUpdate) => Promise<void>;
};

/** Progress 0–1 from counts; a phase without a total stays where it was. */
export function progressOf(processed: number, total: number | null | undefined): number | undefined {
  if (!total || total <= 0) return undefined;
  return Math.min(1, Math.max(0, processed / total));
}

/**
 * Seconds left at the rate so far, or null while nothing can be said (no progress yet, or done).
 * Linear: the work items of one job cost about the same.
 */
export function estimatedSecondsLeft(props: { startedAt: Date | null; progress: number; now: Date }) {
  if (!props.startedAt || props.progress <= 0 || props.progress >= 1) return null;
  const elapsed = (props.now.getTime() - props.startedAt.getTime()) / 1000;
  return Math.max(0, Math.round((elapsed / props.progress) * (1 - props.progress)));
}

export const noProgress: ProgressReporter = { report: async () => {} };

/** Writes a tracked job's progress to its `job_runs` row, throttled. */
export function jobRunReporter(db: Database, id: string, minIntervalMs = 500): ProgressReporter {
  let lastWrite = 0;
  let phase: string | undefined;
  return {
    async report(update) {
      const phaseChanged = update.phase !== undefined && update.phase !== phase;
      if (update.phase !== undefined) phase = update.phase;
      const now = Date.now();
      const finished = update.total != null && update.processed != null && update.processed >= update.total;
      if (!phaseChanged && !finished && now - lastWrite < minIntervalMs) return;
      lastWrite = now;
      const progress = progressOf(update.processed ?? 0, update.total);
      await db
        .update(jobRuns)
        .set({
          ...(update.phase !== undefined ? { phase: update.phase } : {}),
          ...(update.processed !== undefined ? { processed: update.processed } : {}),
          ...(update.total !== undefined ? { total: update.total } : {}),
          ...(progress !== undefined ? { progress } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(jobRuns.id, id));
    },
  };
}
