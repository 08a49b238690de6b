import { type RuleActionType, type RuleFilter, ruleProblem } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { badRequest } from '../../errors.ts';
import { ruleWorldOf } from './rule-state.service.ts';

/**
 * A new rule or batch job must work from the start: what it references belongs to the company
 * (400 naming the unknown id) and it is not Broken (400 with the reason).
 */
export async function validateRule(
  deps: AppDeps,
  bucketId: string,
  rule: { filter: RuleFilter; action: RuleActionType; categoryId: string | null },
) {
  const world = await ruleWorldOf(deps.db, bucketId);
  if (rule.categoryId && !world.categoryIds.has(rule.categoryId))
    throw badRequest('Unknown category', { category_id: rule.categoryId });
  for (const [field, ids, known, what] of [
    ['vessel_ids', rule.filter.vessel_ids, world.vesselIds, 'vessel'],
    ['supplier_ids', rule.filter.supplier_ids, world.supplierIds, 'supplier'],
    ['category_ids', rule.filter.category_ids, world.categoryIds, 'category'],
  ] as const) {
    const unknown = (ids ?? []).find((id) => !known.has(id));
    if (unknown) throw badRequest(`Unknown ${what}`, { [field]: unknown });
  }
  const problem = ruleProblem(rule, world);
  if (problem) throw badRequest(problem);
}
