import { ZRule, ZRuleCreate } from '@keelson/contract';
import { ruleProblem } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { rules, ruleTargets } from '../../db/schema/index.ts';
import { conflict, errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { customerBuckets } from '../teams/team-companies.queries.ts';
import { resetRule } from './rule-reset.service.ts';
import { refreshRuleStates, ruleWorldOf } from './rule-state.service.ts';
import { validateRule } from './rule-validation.ts';
import { ruleAnswer } from './rules.presenters.ts';
import { findRule, rulesAccess } from './rules-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const ZBucketParam = z.object({ id: z.string().uuid() });
const ZRuleParam = z.object({ id: z.string().uuid(), rule: z.string().uuid() });
const ZTargetParam = ZRuleParam.extend({ target: z.string().uuid() });

/** A company's rules as they are now, with the customer buckets each is confirmed for. */
async function answerRules(deps: AppDeps, bucketId: string, ruleIds?: string[]) {
  const now = deps.now();
  const fresh = await refreshRuleStates(deps.db, bucketId, now);
  const wanted = ruleIds ? fresh.filter((rule) => ruleIds.includes(rule.id)) : fresh;
  const targets = wanted.length
    ? await deps.db
        .select()
        .from(ruleTargets)
        .where(
          inArray(
            ruleTargets.ruleId,
            wanted.map((rule) => rule.id),
          ),
        )
    : [];
  return wanted
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((rule) =>
      ruleAnswer(
        rule,
        targets.filter((target) => target.ruleId === rule.id).map((target) => target.bucketId),
      ),
    );
}

async function answerRule(deps: AppDeps, bucketId: string, ruleId: string) {
  const [answer] = await answerRules(deps, bucketId, [ruleId]);
  if (!answer) throw notFound();
  return answer;
}

/**
 * Rules (spec section 7: Rules): list and create; enable, disable, confirm, reset; confirm or reset
 * for one customer bucket of an expert bucket (docs/domain/rules.md).
 */
export const rulesRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['rules'];
  const onRequest = requireSession(deps);
  const base = '/ihm/maint/buckets/:id/rules';

  app.get(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's rules with their state",
        params: ZBucketParam,
        response: { 200: z.array(ZRule), ...errors },
      },
    },
    async (request) => {
      await rulesAccess(deps, request, request.params.id, 'read');
      return answerRules(deps, request.params.id);
    },
  );

  app.post(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new rule: it trains (suggests) until confirmed or scored',
        params: ZBucketParam,
        body: ZRuleCreate,
        response: { 201: ZRule, ...errors },
      },
    },
    async (request, reply) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'write');
      const { label, subject_filter: filter, action, category_id: categoryId = null } = request.body;
      await validateRule(deps, bucketId, { filter, action, categoryId });
      const [rule] = await deps.db
        .insert(rules)
        .values({ bucketId, label, filter, action, categoryId, createdByUserId: authOf(request).userId })
        .returning();
      if (!rule) throw notFound();
      return reply.status(201).send(await answerRule(deps, bucketId, rule.id));
    },
  );

  const change = (
    path: string,
    summary: string,
    level: 'write' | 'manage',
    run: (rule: typeof rules.$inferSelect, userId: string, now: Date) => Promise<unknown>,
  ) =>
    app.post(
      `${base}/:rule/${path}`,
      { onRequest, schema: { tags, summary, params: ZRuleParam, response: { 200: ZRule, ...errors } } },
      async (request) => {
        await rulesAccess(deps, request, request.params.id, level);
        const rule = await findRule(deps, request.params.id, request.params.rule);
        await run(rule, authOf(request).userId, deps.now());
        return answerRule(deps, request.params.id, rule.id);
      },
    );

  const set = (ruleId: string, values: Partial<typeof rules.$inferInsert>) =>
    deps.db
      .update(rules)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(rules.id, ruleId));
  change('disable', 'Stop the rule (it neither changes nor suggests)', 'write', (rule) =>
    set(rule.id, { disabled: true }),
  );
  change('enable', 'Let the rule work again', 'write', (rule) => set(rule.id, { disabled: false }));
  change(
    'confirm',
    'Confirm the rule: it changes items by itself from now on (rules managers)',
    'manage',
    async (rule, userId, now) => {
      const problem = ruleProblem(rule, await ruleWorldOf(deps.db, rule.bucketId));
      if (problem) throw conflict(`A broken rule cannot be confirmed: ${problem}`);
      await set(rule.id, { isUserConfirmed: true, confirmedAt: now, confirmedByUserId: userId });
    },
  );
  change(
    'reset',
    'Undo its changes where no expert worked since, withdraw its suggestions, train again',
    'manage',
    (rule, _userId, now) => deps.db.transaction((tx) => resetRule(tx, rule.id, now)),
  );

  for (const [path, summary] of [
    ['confirm', 'Confirm the rule for one customer bucket of this expert bucket'],
    ['reset', 'Reset the rule for one customer bucket: it trains again there'],
  ] as const)
    app.post(
      `${base}/:rule/targeting-bucket/:target/${path}`,
      { onRequest, schema: { tags, summary, params: ZTargetParam, response: { 200: ZRule, ...errors } } },
      async (request) => {
        const { id: bucketId, rule: ruleId, target } = request.params;
        await rulesAccess(deps, request, bucketId, 'manage');
        const rule = await findRule(deps, bucketId, ruleId);
        const customers = await customerBuckets(deps.db, bucketId);
        if (!customers.some((customer) => customer.id === target))
          throw notFound('Not a customer bucket of this company');
        if (path === 'confirm')
          await deps.db
            .insert(ruleTargets)
            .values({
              ruleId: rule.id,
              bucketId: target,
              confirmedAt: deps.now(),
              confirmedByUserId: authOf(request).userId,
            })
            .onConflictDoNothing();
        else
          await deps.db.transaction(async (tx) => {
            await tx
              .delete(ruleTargets)
              .where(and(eq(ruleTargets.ruleId, rule.id), eq(ruleTargets.bucketId, target)));
            await resetRule(tx, rule.id, deps.now(), target);
          });
        return answerRule(deps, bucketId, rule.id);
      },
    );
};
