import type { TRule, TRuleApplication } from '@keelson/contract';
import { RULE_STATUS_LABEL, ruleState } from '@keelson/domain';
import type { ruleApplications, rules } from '../../db/schema/index.ts';
import { scoreOf } from './rule-state.service.ts';

/** A rule as stored: its state was brought up to date by refreshRuleStates (or set at creation). */
export function ruleAnswer(row: typeof rules.$inferSelect, targets: readonly string[]): TRule {
  const score = scoreOf(row);
  // What the score alone says, whatever a rules manager did.
  const byScore = ruleState({ problem: null, isUserConfirmed: false, score }).status;
  return {
    id: row.id,
    type: row.type,
    is_user_defined: row.isUserDefined,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByUserId,
    disabled: row.disabled,
    score: {
      value: score.score,
      decisions: score.decisions,
      agreements: score.agreements,
      effective_status: byScore === 'confirmed' ? 'confirmed' : 'unconfirmed',
    },
    subject_type: 'ihm_order_item',
    subject_filter: {
      ...row.filter,
      vessel_ids: row.filter.vessel_ids && [...row.filter.vessel_ids],
      supplier_ids: row.filter.supplier_ids && [...row.filter.supplier_ids],
      category_ids: row.filter.category_ids && [...row.filter.category_ids],
      impa_codes: row.filter.impa_codes && [...row.filter.impa_codes],
    },
    action: { type: row.action, category_id: row.categoryId },
    is_user_confirmed: row.isUserConfirmed,
    status: row.status,
    confirmation: row.confirmation,
    label_status: RULE_STATUS_LABEL[row.status],
    problem: row.problem,
    label: row.label,
    scope_bucket_id: row.bucketId,
    targeting_bucket_ids: [...targets],
  };
}

export function ruleApplicationAnswer(
  row: typeof ruleApplications.$inferSelect,
  rule: { id: string; label: string },
): TRuleApplication {
  return {
    id: row.id,
    status: row.status,
    is_suggestion: row.isSuggestion,
    job: row.jobId,
    rule,
    item_id: row.itemId,
    category_id: row.categoryId,
    closed_review: row.closedReview,
    agreed: row.agreed,
    undone_at: row.undoneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
