import { describe, expect, it } from 'vitest';
import { DOCUMENT_REQUEST_STATUSES } from './document.constants.ts';
import {
  documentStatusOf,
  evaluateDocumentPart,
  isAwaitingSupplier,
  latestAction,
  needsExpert,
  openRequestStatus,
} from './document-request.rules.ts';
import { aDocument, anAction, aRequest, day } from './order-item.test-support.ts';

describe('table D: status after the latest entry', () => {
  it.each([
    ['document_requested', 'expert', 'expert_requested_document'],
    ['document_requested', 'supplier', 'expert_requested_document'],
    ['document_requested', 'system', 'expert_requested_document'],
    ['message', 'expert', 'expert_requested_document'],
    ['message', 'supplier', 'supplier_message'],
    ['message', 'system', 'expert_requested_document'],
    ['document_provided', 'expert', 'supplier_provided_document'],
    ['document_provided', 'supplier', 'supplier_provided_document'],
    ['document_provided', 'system', 'supplier_provided_document'],
    ['document_available', 'expert', 'supplier_provided_document'],
    ['document_available', 'supplier', 'supplier_provided_document'],
    ['document_available', 'system', 'supplier_provided_document'],
    ['document_accepted', 'expert', 'supplier_verified_document'],
    ['document_accepted', 'supplier', 'supplier_verified_document'],
    ['document_accepted', 'system', 'supplier_verified_document'],
    ['document_rejected', 'expert', 'expert_requested_document'],
    ['document_rejected', 'supplier', 'supplier_rejected_document'],
    ['document_rejected', 'system', 'expert_requested_document'],
    ['request_rejected', 'expert', 'supplier_rejected_request'],
    ['request_rejected', 'supplier', 'supplier_rejected_request'],
    ['request_rejected', 'system', 'supplier_rejected_request'],
    ['closed', 'expert', 'expert_requested_document'],
    ['closed', 'supplier', 'expert_requested_document'],
    ['closed', 'system', 'expert_requested_document'],
  ] as const)('%s by %s → %s', (type, role, status) => {
    expect(openRequestStatus(aRequest('md', { actions: [anAction(type, role, day(5))] }))).toEqual({
      status,
      at: day(5),
    });
  });

  it('asks for verification when the request names an existing document', () => {
    expect(openRequestStatus(aRequest('md', { document_id: 'doc-1' })).status).toBe(
      'expert_requested_verification',
    );
    expect(
      openRequestStatus(
        aRequest('md', { document_id: 'doc-1', actions: [anAction('message', 'expert', day(3))] }),
      ).status,
    ).toBe('expert_requested_verification');
  });

  it('takes the latest entry by time, the later one on ties', () => {
    const early = anAction('document_provided', 'supplier', day(3));
    const late = anAction('message', 'supplier', day(5));
    const tie = anAction('request_rejected', 'supplier', day(5));
    expect(latestAction([late, early])).toBe(late);
    expect(latestAction([early, late, tie])).toBe(tie);
    expect(latestAction([])).toBeNull();
  });
});

describe('evaluateDocumentPart', () => {
  it('is ok with a valid selected document of its type', () => {
    expect(evaluateDocumentPart('md', aDocument('md'), day(2), null, day(10))).toEqual({
      status: 'ok',
      status_at: day(2),
      is_closed: true,
      closed_at: day(2),
    });
  });

  it('is invalid with a document of another type or not valid on the reference date', () => {
    expect(evaluateDocumentPart('md', aDocument('sdoc'), day(2), null, day(10)).status).toBe('invalid');
    expect(
      evaluateDocumentPart('sdoc', aDocument('sdoc', { valid_from: day(11) }), null, null, day(10)),
    ).toEqual({
      status: 'invalid',
      status_at: null,
      is_closed: true,
      closed_at: null,
    });
  });

  it('is missing without request, ok with a closed request, else the request status', () => {
    expect(evaluateDocumentPart('md', null, null, null, day(10))).toEqual({
      status: 'missing',
      status_at: null,
      is_closed: false,
      closed_at: null,
    });
    expect(
      evaluateDocumentPart('md', null, null, aRequest('md', { is_closed: true, closed_at: day(7) }), day(10)),
    ).toEqual({
      status: 'ok',
      status_at: day(7),
      is_closed: true,
      closed_at: day(7),
    });
    expect(evaluateDocumentPart('md', null, null, aRequest('md', { started_at: day(4) }), day(10))).toEqual({
      status: 'expert_requested_document',
      status_at: day(4),
      is_closed: false,
      closed_at: null,
    });
  });
});

describe('whose turn and document status', () => {
  it.each(DOCUMENT_REQUEST_STATUSES.map((status) => [status]))('%s', (status) => {
    const supplier = status === 'expert_requested_document' || status === 'expert_requested_verification';
    expect(isAwaitingSupplier(status)).toBe(supplier);
    expect(needsExpert(status)).toBe(!supplier && status !== 'ok');
  });

  it.each([
    ['ok', 'received'],
    ['supplier_provided_document', 'received'],
    ['supplier_verified_document', 'received'],
    ['invalid', 'rejected'],
    ['supplier_rejected_request', 'rejected'],
    ['supplier_rejected_document', 'rejected'],
    ['missing', 'pending'],
    ['expert_requested_document', 'pending'],
    ['expert_requested_verification', 'pending'],
    ['supplier_message', 'pending'],
  ] as const)('%s is %s', (status, documentStatus) => {
    expect(documentStatusOf(status)).toBe(documentStatus);
  });
});
