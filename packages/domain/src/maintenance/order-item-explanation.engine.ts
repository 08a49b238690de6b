// explainOrderItem: which rows of the decision tables decided an item's evaluation, for the web to
// show "why". Same facts as evaluateOrderItem; cheap enough for one item, not meant for bulk.
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import { firstMatch } from './decision-table.utils.ts';
import { EXPERT_ACTION_ROWS } from './expert-actions.table.ts';
import { buildItemFacts } from './item-facts.rules.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { RECEIPT_STATE_TABLE } from './receiving.rules.ts';
import { INVALID_REVIEW_ROWS } from './review.rules.ts';
import { CREW_LIST_TABLE, EXPERT_LIST_TABLE, GENERAL_LIST_TABLE } from './work-lists.table.ts';

export type RuleRef = { id: string; rule: string };

export type OrderItemExplanation = {
  receipt_state: RuleRef;
  invalid_review: RuleRef[];
  expert_actions: RuleRef[];
  expert_clocks: RuleRef[];
  crew_actions: RuleRef[];
  crew_list: RuleRef;
  expert_list: RuleRef;
  general_list: RuleRef;
};

const ref = (row: RuleRef): RuleRef => ({ id: row.id, rule: row.rule });

export function explainOrderItem(input: OrderItemInput): OrderItemExplanation {
  const facts = buildItemFacts(input);
  const expertRows = EXPERT_ACTION_ROWS.filter((row) => row.when(facts));
  const crewRows = CREW_ACTION_ROWS.filter((row) => row.when(facts));
  const crewList = firstMatch(CREW_LIST_TABLE, { facts, hasCrewActions: crewRows.length > 0 });
  const expertList = firstMatch(EXPERT_LIST_TABLE, {
    facts,
    hasExpertActions: expertRows.length > 0,
    crewList: crewList.outcome,
  });
  return {
    receipt_state: ref(firstMatch(RECEIPT_STATE_TABLE, input)),
    invalid_review: facts.isReviewClosed ? INVALID_REVIEW_ROWS.filter((row) => row.when(facts)).map(ref) : [],
    expert_actions: expertRows.map(ref),
    expert_clocks: expertRows.map((row) => ref(row.clock)),
    crew_actions: crewRows.map(ref),
    crew_list: ref(crewList),
    expert_list: ref(expertList),
    general_list: ref(
      firstMatch(GENERAL_LIST_TABLE, { expertList: expertList.outcome, crewList: crewList.outcome }),
    ),
  };
}
