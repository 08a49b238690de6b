import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { sendWeeklyDigests } from './fleet-digest.service.ts';

/**
 * The weekly fleet digest mail to the managers who asked for it, Mondays 06:00 UTC, through the
 * mail job. Idempotent for a week: each subscriber's row records the week it was sent for.
 */
export const fleetDigestJob = defineJob({
  name: 'fleet-digest',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    await sendWeeklyDigests(deps, deps.now());
  },
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  timeoutSeconds: 1800,
  policy: 'stately',
  schedule: () => '0 6 * * 1',
});
