import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bucketProjects, categories, rules, ruleTargets } from '../../db/schema/index.ts';

type RuleRow = typeof rules.$inferSelect;

/**
 * The rules that work on a company's items, in creation order (the first that matches wins): its
 * own, and those of the expert buckets serving it (linked to one of its projects as ihm_expert).
 * An expert bucket's rule is active in the company when it is active everywhere or confirmed for
 * this company (its targeting bucket); otherwise it trains there. Its category is the company's
 * own category of the same name; without one it cannot act there and is left out. Two queries.
 */
export async function workingRules(tx: Database, bucketId: string): Promise<RuleRow[]> {
  const maint = alias(bucketProjects, 'maint_link');
  const serving = tx
    .selectDistinct({ id: bucketProjects.bucketId })
    .from(bucketProjects)
    .innerJoin(maint, and(eq(maint.projectId, bucketProjects.projectId), eq(maint.role, 'ihm_maint')))
    .where(and(eq(maint.bucketId, bucketId), eq(bucketProjects.role, 'ihm_expert')));
  const rows = await tx
    .select({
      rule: rules,
      categoryName: categories.name,
      targeted: sql<boolean>`exists (select 1 from ${ruleTargets} where ${ruleTargets.ruleId} = ${rules.id} and ${ruleTargets.bucketId} = ${bucketId})`,
    })
    .from(rules)
    .leftJoin(categories, eq(categories.id, rules.categoryId))
    .where(
      and(
        or(eq(rules.bucketId, bucketId), inArray(rules.bucketId, serving)),
        eq(rules.disabled, false),
        eq(rules.type, 'rule'),
        ne(rules.status, 'invalid'),
      ),
    )
    .orderBy(asc(rules.createdAt), asc(rules.id));
  if (rows.every((row) => row.rule.bucketId === bucketId)) return rows.map((row) => row.rule);
  const own = new Map(
    (
      await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.bucketId, bucketId))
    ).map((category) => [category.name, category.id]),
  );
  return rows.flatMap(({ rule, categoryName, targeted }) => {
    if (rule.bucketId === bucketId) return [rule];
    const categoryId = rule.categoryId ? own.get(categoryName ?? '') : null;
    if (categoryId === undefined) return [];
    return [{ ...rule, categoryId, status: targeted ? 'confirmed' : rule.status }];
  });
}
