import { and, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import {
  auditEntries,
  jobRuns,
  passwordResets,
  rateLimitCounters,
  registrations,
  securityChallenges,
  sessions,
  userAuditLogs,
} from '../db/schema/index.ts';
import { defineJob } from './job-definition.ts';

const DAY = 86_400_000;
/** Expired tokens are kept a day (a late click still explains itself), finished job runs 30 days. */
export const RETENTION = { expiredTokensDays: 1, finishedJobRunsDays: 30, rateLimitWindowsDays: 1 };

/**
 * Deletes what has outlived its use: expired sign-ups, resets, sessions and sign-in challenges,
 * old rate-limit windows, finished job runs. Sent mails and finished queue jobs are the queue's
 * own retention (archived after an hour, deleted after a week). The audit trail and the web's user
 * audit logs are kept AUDIT_RETENTION_DAYS (decision 0036).
 */
export const retentionJob = defineJob({
  name: 'retention-clean-up',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    const now = deps.now().getTime();
    const tokensBefore = new Date(now - RETENTION.expiredTokensDays * DAY);
    await deps.db.transaction(async (tx) => {
      await tx.delete(registrations).where(lt(registrations.expiresAt, tokensBefore));
      await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, tokensBefore));
      await tx.delete(sessions).where(lt(sessions.expiresAt, tokensBefore));
      await tx.delete(securityChallenges).where(lt(securityChallenges.expiresAt, tokensBefore));
      await tx
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStartedAt, new Date(now - RETENTION.rateLimitWindowsDays * DAY)));
      await tx
        .delete(jobRuns)
        .where(
          and(
            isNotNull(jobRuns.finishedAt),
            lt(jobRuns.finishedAt, new Date(now - RETENTION.finishedJobRunsDays * DAY)),
          ),
        );
      const auditBefore = new Date(now - deps.config.auditRetentionDays * DAY);
      await tx.delete(auditEntries).where(lt(auditEntries.at, auditBefore));
      await tx.delete(userAuditLogs).where(lt(userAuditLogs.at, auditBefore));
    });
  },
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  timeoutSeconds: 600,
  policy: 'stately',
  schedule: () => '17 3 * * *',
});
