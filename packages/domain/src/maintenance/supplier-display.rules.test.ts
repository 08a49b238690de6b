// Table SD: the supplier display.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_REQUEST_STATUSES } from './document.constants.ts';
import { itemSupplierDisplay, supplierDisplay } from './supplier-display.rules.ts';

describe('table SD: supplier display', () => {
  it.each(DOCUMENT_REQUEST_STATUSES.map((status) => [status]))('%s', (status) => {
    const expected =
      {
        expert_requested_document: 'provide_document',
        expert_requested_verification: 'verify_document',
        supplier_rejected_request: 'rejected_request',
      }[status as string] ?? null;
    expect(supplierDisplay(status)).toBe(expected);
  });

  it.each([
    [false, 'ok', 'ok', null],
    [false, 'expert_requested_document', 'ok', 'provide_document'],
    [false, 'ok', 'expert_requested_verification', 'verify_document'],
    [false, 'supplier_rejected_request', 'expert_requested_verification', 'verify_document'],
    [false, 'expert_requested_document', 'supplier_rejected_request', 'provide_document'],
    [false, 'expert_requested_verification', 'expert_requested_document', 'provide_document'],
    [true, 'expert_requested_document', 'expert_requested_document', null],
  ] as const)('item: closed %s, MD %s, SDoC %s → %s', (closed, md, sdoc, display) => {
    expect(itemSupplierDisplay(closed, md, sdoc)).toBe(display);
  });
});
