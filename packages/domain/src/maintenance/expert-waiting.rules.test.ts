import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentRequestStatus } from './document.constants.ts';
import type { ExpertAction } from './evaluation.constants.ts';
import { type ExpertWaitingFor, expertWaitingFor } from './expert-waiting.rules.ts';
import { arbitraryNow, arbitraryOrderItemInput } from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

describe('table W: what the expert waits for', () => {
  it.each<
    [string, ExpertAction[], DocumentRequestStatus, DocumentRequestStatus, boolean, ExpertWaitingFor | null]
  >([
    ['W1 no category', ['review_category'], 'missing', 'missing', true, 'categorisation'],
    [
      'W2 the supplier provided the MD',
      ['review_md', 'review_sdoc'],
      'supplier_provided_document',
      'missing',
      true,
      'acceptance',
    ],
    ['W2 a message on the SDoC', ['review_sdoc'], 'ok', 'supplier_message', true, 'acceptance'],
    ['W2 the selected MD is invalid', ['review_md'], 'invalid', 'ok', true, 'acceptance'],
    ['W2 hazmat results to review', ['review_hazmats'], 'ok', 'ok', true, 'acceptance'],
    ['W3 nothing requested yet', ['review_md', 'review_sdoc'], 'missing', 'missing', true, 'documents'],
    [
      'W3 both with the supplier',
      [],
      'expert_requested_document',
      'expert_requested_verification',
      true,
      'documents',
    ],
    ['W4 ready to close', ['review_close'], 'ok', 'ok', true, 'closing_review'],
    ['W5 closed, with the supplier', [], 'expert_requested_document', 'ok', false, null],
    ['W5 a closed review to fix', ['fix_invalid_review'], 'ok', 'ok', false, null],
  ])('%s', (_name, actions, md, sdoc, open, expected) => {
    expect(expertWaitingFor({ actions, md_status: md, sdoc_status: sdoc, review_open: open })).toBe(expected);
  });

  it('never counts an item as waiting for acceptance when nothing arrived and no hazmat needs review', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (evaluation.expert_waiting_for !== 'acceptance') return;
        const arrived = (status: DocumentRequestStatus) =>
          status === 'invalid' || status.startsWith('supplier_');
        expect(
          evaluation.expert_proposed_actions.includes('review_hazmats') ||
            arrived(evaluation.md_status) ||
            arrived(evaluation.sdoc_status),
        ).toBe(true);
      }),
    );
  });

  it('is set only for items in the expert tasks list', () => {
    fc.assert(
      fc.property(arbitraryOrderItemInput, arbitraryNow, (input, now) => {
        const evaluation = evaluateOrderItem(input, { now });
        if (evaluation.expert_waiting_for !== null && evaluation.expert_waiting_for !== 'documents')
          expect(evaluation.expert_list).toBe('tasks');
      }),
    );
  });
});
