// What the expert's open work waits for: one answer per item, so that the statistics and the
// lists they open count the same items (docs/domain/order-item-lifecycle.md, table W).

import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { DocumentRequestStatus } from './document.constants.ts';
import { isAwaitingSupplier } from './document-request.rules.ts';
import type { ExpertAction } from './evaluation.constants.ts';

export const EXPERT_WAITING_FOR = ['categorisation', 'acceptance', 'documents', 'closing_review'] as const;
export type ExpertWaitingFor = (typeof EXPERT_WAITING_FOR)[number];

export type ExpertWaitingFacts = {
  actions: readonly ExpertAction[];
  md_status: DocumentRequestStatus;
  sdoc_status: DocumentRequestStatus;
  review_open: boolean;
};

/** A part the supplier has answered (a document, a message, a rejection) or that turned out invalid. */
const arrived = (status: DocumentRequestStatus) =>
  status !== 'missing' && status !== 'ok' && !isAwaitingSupplier(status);
const has = (f: ExpertWaitingFacts, action: ExpertAction) => f.actions.includes(action);

/**
 * Table W, first match. Acceptance means something arrived for the expert to accept or reject;
 * a declaration never asked for, or still with the supplier, is waiting for documents.
 */
export const EXPERT_WAITING_TABLE: FirstMatchTable<ExpertWaitingFacts, ExpertWaitingFor | null> = {
  rows: [
    {
      id: 'W1',
      outcome: 'categorisation',
      rule: 'review_category proposed',
      when: (f) => has(f, 'review_category'),
    },
    {
      id: 'W2',
      outcome: 'acceptance',
      rule: 'review_hazmats proposed, or review_md / review_sdoc proposed for a part the supplier answered or that is invalid',
      when: (f) =>
        has(f, 'review_hazmats') ||
        (has(f, 'review_md') && arrived(f.md_status)) ||
        (has(f, 'review_sdoc') && arrived(f.sdoc_status)),
    },
    {
      id: 'W3',
      outcome: 'documents',
      rule: 'review_md or review_sdoc proposed (a declaration not requested yet), or a part awaits the supplier, while the review is open',
      when: (f) =>
        has(f, 'review_md') ||
        has(f, 'review_sdoc') ||
        (f.review_open && (isAwaitingSupplier(f.md_status) || isAwaitingSupplier(f.sdoc_status))),
    },
    {
      id: 'W4',
      outcome: 'closing_review',
      rule: 'review_close proposed',
      when: (f) => has(f, 'review_close'),
    },
  ],
  otherwise: { id: 'W5', outcome: null, rule: 'otherwise (nothing, or a closed review to fix)' },
};

export function expertWaitingFor(facts: ExpertWaitingFacts): ExpertWaitingFor | null {
  return firstMatch(EXPERT_WAITING_TABLE, facts).outcome;
}
