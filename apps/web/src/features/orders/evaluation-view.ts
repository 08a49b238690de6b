import {
  CREW_ACTIONS,
  CREW_DISPLAYS,
  type CrewAction,
  type CrewDisplay,
  EXPERT_ACTIONS,
  EXPERT_DISPLAYS,
  type ExpertAction,
  type ExpertDisplay,
  type ReviewStatus,
  type WorkList,
} from '@keelson/domain';
import type { TOrderItem } from '../../api/orders.ts';
import { listOf, oneOf } from './stored-json.ts';

/**
 * The stored evaluation of an item, read defensively: the server keeps it as JSON, so every field
 * is checked against the domain's enumerations before the web relies on it.
 */
export type EvaluationView = {
  expertList: WorkList | null;
  crewList: WorkList | null;
  expertActions: ExpertAction[];
  crewActions: CrewAction[];
  expertDisplay: ExpertDisplay | null;
  crewDisplay: CrewDisplay | null;
  reviewStatus: ReviewStatus | null;
  isReviewClosable: boolean;
  categoryStatus: string | null;
  mdStatus: string | null;
  sdocStatus: string | null;
  hazmatsStatus: string | null;
  hazmatsReviewStatus: string | null;
  hasTableAHazmats: boolean;
  contaminations: { hazmat: string; table: string; result: string }[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const WORK_LISTS = ['tasks', 'monitor', 'done'] as const;
const REVIEW_STATUSES = ['open', 'closed', 'invalid', 'new_data'] as const;

export function evaluationView(item: TOrderItem): EvaluationView {
  const e = item.evaluation ?? {};
  return {
    expertList: oneOf(WORK_LISTS, e.expert_list),
    crewList: oneOf(WORK_LISTS, e.crew_list),
    expertActions: listOf(EXPERT_ACTIONS, e.expert_proposed_actions),
    crewActions: listOf(CREW_ACTIONS, e.crew_proposed_actions),
    // Without an evaluation the item still has a review state: done when closed (spec section 4),
    // else an open review, never nothing.
    expertDisplay:
      oneOf(EXPERT_DISPLAYS, e.expert_display) ?? (item.is_review_closed ? 'done' : 'open_review'),
    crewDisplay: oneOf(CREW_DISPLAYS, e.crew_display),
    reviewStatus: oneOf(REVIEW_STATUSES, e.review_status) ?? (item.is_review_closed ? 'closed' : 'open'),
    isReviewClosable: e.is_review_closable === true,
    categoryStatus: text(e.category_status),
    mdStatus: text(e.md_status),
    sdocStatus: text(e.sdoc_status),
    hazmatsStatus: text(e.hazmats_display ?? e.hazmats_status),
    hazmatsReviewStatus: text(e.hazmats_review_status),
    hasTableAHazmats: e.has_table_a_hazmats === true,
    contaminations: Array.isArray(e.contaminations)
      ? (e.contaminations as EvaluationView['contaminations']).filter(
          (c) => c && typeof c.hazmat === 'string',
        )
      : [],
  };
}

/** The next action of the view: in the expert view the expert's first, else the crew's first. */
export function nextAction(view: EvaluationView, expertView: boolean): ExpertAction | CrewAction | null {
  return expertView ? (view.expertActions[0] ?? view.crewActions[0] ?? null) : (view.crewActions[0] ?? null);
}

/** Which deadlines have passed at `now`: the expert's and the supplier's. */
export function overdue(item: TOrderItem, now: number = Date.now()) {
  const past = (iso: string | null) => iso !== null && Date.parse(iso) <= now;
  return { expert: past(item.expert_overdue_since), supplier: past(item.supplier_overdue_since) };
}
