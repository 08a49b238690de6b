import { type RuleWorld, ruleProblem, ruleState } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, rules, suppliers, vessels } from '../../db/schema/index.ts';

type RuleRow = typeof rules.$inferSelect;

/** What a company's rules may reference: its categories, vessels and suppliers. Three small queries. */
export async function ruleWorldOf(db: Database, bucketId: string): Promise<RuleWorld> {
  const ids = async (table: typeof categories | typeof vessels | typeof suppliers) =>
    new Set(
      (await db.select({ id: table.id }).from(table).where(eq(table.bucketId, bucketId))).map(
        (row) => row.id,
      ),
    );
  return {
    categoryIds: await ids(categories),
    vesselIds: await ids(vessels),
    supplierIds: await ids(suppliers),
  };
}

/** The stored counters as the domain's score (agreement over decisions). */
export function scoreOf(rule: RuleRow) {
  return {
    decisions: rule.decisions,
    agreements: rule.agreements,
    score: rule.decisions === 0 ? null : rule.agreements / rule.decisions,
  };
}

/** The rule's state from its definition, confirmation and score (docs/domain/rules.md). */
export function stateOf(rule: RuleRow, world: RuleWorld) {
  const problem = ruleProblem(
    { filter: rule.filter, action: rule.action, categoryId: rule.categoryId },
    world,
  );
  const counted = scoreOf(rule);
  return {
    problem,
    score: counted,
    ...ruleState({ problem, isUserConfirmed: rule.isUserConfirmed, score: counted }),
  };
}

/**
 * Brings the stored state of a company's rules up to date (a category removed breaks a rule, enough
 * agreeing decisions activate one); writes only what changed. Answers the rules as they are now.
 */
export async function refreshRuleStates(db: Database, bucketId: string, now: Date): Promise<RuleRow[]> {
  const [rows, world] = await Promise.all([
    db.select().from(rules).where(eq(rules.bucketId, bucketId)),
    ruleWorldOf(db, bucketId),
  ]);
  const fresh: RuleRow[] = [];
  for (const rule of rows) {
    const state = stateOf(rule, world);
    if (
      state.status === rule.status &&
      state.confirmation === rule.confirmation &&
      state.problem === rule.problem
    ) {
      fresh.push(rule);
      continue;
    }
    const [saved] = await db
      .update(rules)
      .set({ status: state.status, confirmation: state.confirmation, problem: state.problem, updatedAt: now })
      .where(eq(rules.id, rule.id))
      .returning();
    fresh.push(saved ?? rule);
  }
  return fresh;
}
