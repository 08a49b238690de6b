import { EVALUATION_VERSION } from '@keelson/domain';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { buckets, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { refreshOrderItems } from './item-evaluation.service.ts';

/**
 * Items per transaction: small enough not to hold locks long (only the changed rows are locked),
 * large enough that a batch's fixed round trips do not dominate.
 */
export const REFRESH_BATCH = 1000;

/**
 * Re-evaluates every item of one company with the current engine, batch by batch in id order,
 * writing only the items whose evaluation changed, and then records the engine version on the company. Idempotent: a run cut short is run again from
 * the start; re-evaluating an item twice stores the same evaluation.
 */
export const evaluationRefreshJob = defineJob({
  name: 'evaluation-refresh',
  payload: z.object({ bucketId: z.string().uuid(), version: z.number().int() }),
  handler: async ({ data, deps, progress }) => {
    if (data.version !== EVALUATION_VERSION) return; // queued by an older deployment
    // A new engine may aggregate orders differently even where no item changed; a settings change
    // only moves items, and their orders follow them.
    const [bucket] = await deps.db
      .select({ version: buckets.evaluationVersion })
      .from(buckets)
      .where(eq(buckets.id, data.bucketId));
    const orders = (bucket?.version ?? 0) < EVALUATION_VERSION ? 'all' : 'changed';
    const [counted] = await deps.db
      .select({ total: count() })
      .from(items)
      .where(eq(items.bucketId, data.bucketId));
    const total = counted?.total ?? 0;
    let after: string | null = null;
    let processed = 0;
    for (;;) {
      const batch: { id: string }[] = await deps.db
        .select({ id: items.id })
        .from(items)
        .where(
          after
            ? and(eq(items.bucketId, data.bucketId), gt(items.id, after))
            : eq(items.bucketId, data.bucketId),
        )
        .orderBy(asc(items.id))
        .limit(REFRESH_BATCH);
      if (batch.length === 0) break;
      const now = deps.now();
      await deps.db.transaction((tx) =>
        refreshOrderItems(
          tx,
          batch.map((row) => row.id),
          now,
          { orders },
        ),
      );
      processed += batch.length;
      after = batch[batch.length - 1]?.id ?? null;
      await progress.report({ phase: 'evaluating', processed, total });
    }
    await deps.db
      .update(buckets)
      .set({ evaluationVersion: EVALUATION_VERSION })
      .where(and(eq(buckets.id, data.bucketId), lt(buckets.evaluationVersion, EVALUATION_VERSION)));
  },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  timeoutSeconds: 3600,
  tracked: true,
});

/** Queues a refresh for every company evaluated by an older engine (once per company and version an hour; runs are idempotent). */
export async function queueEvaluationRefreshes(deps: AppDeps): Promise<number> {
  const outdated = await deps.db
    .select({ id: buckets.id })
    .from(buckets)
    .where(lt(buckets.evaluationVersion, EVALUATION_VERSION));
  for (const bucket of outdated) {
    await deps.jobs.send(
      evaluationRefreshJob,
      { bucketId: bucket.id, version: EVALUATION_VERSION },
      { once: { key: `${bucket.id}:${EVALUATION_VERSION}`, windowSeconds: 3600 } },
    );
  }
  return outdated.length;
}
