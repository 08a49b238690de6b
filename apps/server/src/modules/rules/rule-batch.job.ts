import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { purchaseOrderItems as items, rules } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { searchFilter } from '../order-items/order-item-filters.ts';
import { applyRulesToItems } from './rule-apply.service.ts';

/** Items per transaction: a batch never holds the lists' rows long. */
export const RULE_BATCH_SIZE = 1000;

/**
 * A batch job (spec: POST buckets/{id}/batch-jobs): applies its rule once to every matching item
 * of the company, a thousand items per transaction in id order, each change a rule application
 * carrying the job; the items are re-evaluated as they change, so lists and statistics move.
 */
export const ruleBatchJob = defineJob({
  name: 'rule-batch',
  payload: z.object({ ruleId: z.string().uuid() }),
  actor: (data) => ({ kind: 'rule', id: data.ruleId }),
  handler: async ({ id: jobId, data, deps, progress }) => {
    const [rule] = await deps.db.select().from(rules).where(eq(rules.id, data.ruleId));
    if (!rule) return;
    // The SQL narrows to candidates (the search on the stored search text, the suppliers); the
    // domain's matcher decides on each. The trigram index serves the search.
    const candidates = and(
      eq(items.bucketId, rule.bucketId),
      searchFilter(rule.filter.search ?? ''),
      rule.filter.supplier_ids?.length ? inArray(items.supplierId, [...rule.filter.supplier_ids]) : undefined,
    );
    const total = await deps.db.$count(items, candidates);
    let after: string | null = null;
    let processed = 0;
    let changed = 0;
    for (;;) {
      const batch: { id: string }[] = await deps.db
        .select({ id: items.id })
        .from(items)
        .where(after ? and(candidates, gt(items.id, after)) : candidates)
        .orderBy(asc(items.id))
        .limit(RULE_BATCH_SIZE);
      if (batch.length === 0) break;
      const now = deps.now();
      changed += await deps.db.transaction((tx) =>
        applyRulesToItems(tx, {
          bucketId: rule.bucketId,
          itemIds: batch.map((row) => row.id),
          now,
          // A batch is its own confirmation: it changes what it matches once.
          only: [{ ...rule, status: 'confirmed' }],
          jobId,
        }),
      );
      processed += batch.length;
      after = batch[batch.length - 1]?.id ?? null;
      await progress.report({ phase: `applying (${changed} changed)`, processed, total });
    }
  },
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  timeoutSeconds: 3600,
  tracked: true,
});
