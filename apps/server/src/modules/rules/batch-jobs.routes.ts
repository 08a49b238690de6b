import { ZRule, ZRuleCreate } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { rules } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { ruleBatchJob } from './rule-batch.job.ts';
import { validateRule } from './rule-validation.ts';
import { ruleAnswer } from './rules.presenters.ts';
import { rulesAccess } from './rules-access.ts';

/**
 * Batch jobs (spec section 7: POST buckets/{id}/batch-jobs): a filter and an action applied once
 * to every matching item in the background, kept as a rule of type batch (its applications carry
 * the job). Rules managers only: it changes many items at once.
 */
export const batchJobsRoutes: RoutesPlugin = (app, deps) => {
  app.post(
    '/ihm/maint/buckets/:id/batch-jobs',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['rules'],
        summary:
          'Apply a filter and an action once to every matching item: answered 202 with the job to follow',
        params: z.object({ id: z.string().uuid() }),
        body: ZRuleCreate,
        response: { 202: z.object({ rule: ZRule, job_id: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'manage');
      const { label, subject_filter: filter, action, category_id: categoryId = null } = request.body;
      await validateRule(deps, bucketId, { filter, action, categoryId });
      const userId = authOf(request).userId;
      const now = deps.now();
      const { rule, jobId } = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rules)
          .values({
            bucketId,
            type: 'batch',
            label,
            filter,
            action,
            categoryId,
            isUserConfirmed: true,
            confirmedAt: now,
            confirmedByUserId: userId,
            status: 'confirmed',
            confirmation: 'confirmed',
            createdByUserId: userId,
          })
          .returning();
        if (!created) throw notFound();
        const id = await deps.jobs.send(ruleBatchJob, { ruleId: created.id }, { tx, requestedBy: userId });
        if (!id) throw new Error('the batch job was not queued');
        return { rule: created, jobId: id };
      });
      deps.jobs.nudge(ruleBatchJob);
      const [saved] = await deps.db.select().from(rules).where(eq(rules.id, rule.id));
      return reply.status(202).send({ rule: ruleAnswer(saved ?? rule, []), job_id: jobId });
    },
  );
};
