import type { ReuseDecision, ReuseDecisionFilter } from '../../api/document-reuses.ts';

/** The decision filter's options in the order of the select; '' is every decision. */
export const DECISION_FILTERS: readonly (ReuseDecisionFilter | '')[] = [
  '',
  'undecided',
  'SUPPLIER_APPROVED',
  'EXPERT_APPROVED',
  'SUPPLIER_REJECTED',
  'EXPERT_REJECTED',
];
export const DECISION_FILTER_LABELS: Record<ReuseDecisionFilter | '', string> = {
  '': 'All',
  undecided: 'Undecided',
  SUPPLIER_APPROVED: 'Supplier approved',
  EXPERT_APPROVED: 'Expert approved',
  SUPPLIER_REJECTED: 'Supplier rejected',
  EXPERT_REJECTED: 'Expert rejected',
};
export const isDecisionFilter = (value: string | null): value is ReuseDecisionFilter =>
  value !== null && value !== '' && (DECISION_FILTERS as readonly string[]).includes(value);

type Badge = { label: string; color: string };
const DECISION_BADGES: Record<ReuseDecision, Badge> = {
  SUPPLIER_APPROVED: { label: 'Supplier approved', color: 'teal' },
  EXPERT_APPROVED: { label: 'Expert approved', color: 'green' },
  SUPPLIER_REJECTED: { label: 'Supplier rejected', color: 'orange' },
  EXPERT_REJECTED: { label: 'Expert rejected', color: 'red' },
};
/** The badge of a stored decision; none yet (null) is 'Undecided'. */
export const decisionBadge = (decision: string | null): Badge =>
  decision === null
    ? { label: 'Undecided', color: 'gray' }
    : (DECISION_BADGES[decision as ReuseDecision] ?? { label: decision, color: 'gray' });

/** The success alert after the expert's decision. */
export const DECISION_DONE: Partial<Record<ReuseDecision, string>> = {
  EXPERT_APPROVED: 'The document reuse was approved.',
  EXPERT_REJECTED: 'The document reuse was rejected.',
};

export const REUSE_TYPE_FILTER_LABELS: Record<'' | 'md' | 'sdoc', string> = {
  '': 'All types',
  md: 'MD',
  sdoc: 'SDoC',
};
