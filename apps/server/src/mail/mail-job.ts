import { z } from 'zod';
import type { AppDeps } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import { defineJob } from '../jobs/job-definition.ts';
import type { TMail } from './mailer.ts';

const ZMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});

/**
 * One mail, sent by a worker after the change that announces it has committed. A failed send is
 * retried after about 30 s, 1, 2, 4 … minutes (12 times, about a day and a half); after that the
 * mail waits in `mail-failed` with its error instead of being lost.
 */
export const sendMailJob = defineJob({
  name: 'mail-send',
  payload: ZMail,
  handler: async ({ data, deps }) => {
    await deps.mailer.send(data);
  },
  retry: { limit: 12, delaySeconds: 30, backoff: true },
  timeoutSeconds: 300,
  batchSize: 20,
  deadLetter: 'mail-failed',
});

/** Mails with the same `onceKey` leave at most once in this window (pg-boss's limit for it). */
export const MAIL_ONCE_WINDOW_SECONDS = 3600;

/**
 * Writes a mail in the caller's transaction: it leaves only if the transaction commits. Answers the
 * job id; with `onceKey`, null when a mail of that key was already queued in the current hour.
 */
export async function queueMail(
  deps: AppDeps,
  tx: Database,
  mail: TMail,
  options: { onceKey?: string } = {},
): Promise<string | null> {
  const id = await deps.jobs.send(sendMailJob, mail, {
    tx,
    ...(options.onceKey ? { once: { key: options.onceKey, windowSeconds: MAIL_ONCE_WINDOW_SECONDS } } : {}),
  });
  if (!id && !options.onceKey) throw new Error('mail not queued');
  return id;
}

/** After the commit: this process's mail worker sends at once instead of at its next poll. */
export function mailsQueued(deps: AppDeps) {
  deps.jobs.nudge(sendMailJob);
}
