import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/job-definition.ts';

/**
 * A job with an effect in the database, written idempotently (keyed by the job's id), that hangs
 * after its effect on the first attempt: the worker can be killed between effect and completion,
 * the worst moment for a queue that promises the effect once.
 */
export const effectJob = defineJob({
  name: 'test-effect',
  payload: z.object({ label: z.string() }),
  retry: { limit: 3, delaySeconds: 1, backoff: false },
  timeoutSeconds: 3,
  handler: async ({ id, attempt, deps }) => {
    await deps.db.execute(
      sql`insert into test_job_effects (job_id, worker, attempt) values (${id}, ${process.env.WORKER_LABEL ?? '?'}, ${attempt}) on conflict (job_id) do nothing`,
    );
    console.log(`effect ${id} attempt ${attempt}`);
    // EFFECT_FIRST_RUN_MS: the first run ends after that long instead of hanging (graceful stop test).
    const firstRunMs = Number(process.env.EFFECT_FIRST_RUN_MS ?? Number.POSITIVE_INFINITY);
    if (attempt === 1)
      await new Promise((resolve) => Number.isFinite(firstRunMs) && setTimeout(resolve, firstRunMs));
    console.log(`finished ${id}`);
  },
});

export const createEffectsTable = sql`create table if not exists test_job_effects (job_id uuid primary key, worker text not null, attempt int not null)`;
