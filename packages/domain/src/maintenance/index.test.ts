// The barrel exposes the public API the server and the web build on.
import { describe, expect, it } from 'vitest';
import * as maintenance from './index.ts';

describe('maintenance public API', () => {
  it('exports the entry points', () => {
    for (const name of [
      'evaluateOrderItem',
      'evaluateOrder',
      'explainOrderItem',
      'expertDisplay',
      'crewDisplay',
      'supplierDisplay',
      'pinPlacement',
      'pinColour',
      'pinColourFor',
      'isReviewClosable',
      'isReviewReopenable',
      'isOrderItemRemovable',
      'checkContaminationLevel',
      'containsHazmats',
      'accessGrantState',
      'highestPermissionLevel',
      'isDocumentValid',
      'isSuggestedForReuse',
      'orderItemDisplayName',
      'shortId',
      'supplierNotificationTimes',
      'parseSearch',
      'printSearch',
      'matchesSearch',
      'serviceLevelsFrom',
      'serviceLevelProblems',
      'reminderScheduleSentence',
      'deliveryStatus',
      'receiptState',
    ]) {
      expect(typeof (maintenance as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('exports every enumeration as a const array', () => {
    for (const name of [
      'CONTAMINATIONS',
      'HAZMAT_CODES',
      'HAZMAT_RESULTS',
      'DELIVERY_STATUSES',
      'DOCUMENT_REQUEST_STATUSES',
      'DOCUMENT_STATUSES',
      'REUSE_DECISIONS',
      'ORDER_STATUSES',
      'PROPOSED_ACTIONS',
      'EXPERT_ACTIONS',
      'CREW_ACTIONS',
      'DOCUMENT_TYPES',
      'DOCUMENT_CATEGORIES',
      'SIGNATURE_TARGETS',
      'EQUIPMENT_CLASSES',
      'PIN_TYPES',
      'RECEIVING_STATUSES',
      'CATEGORY_RELEVANCIES',
      'WORK_LISTS',
      'REVIEW_STATUSES',
      'EXPERT_DISPLAYS',
      'CREW_DISPLAYS',
      'SUPPLIER_DISPLAYS',
      'PERMISSION_LEVELS',
      'ACCESS_GRANT_STATUSES',
    ]) {
      const values = (maintenance as Record<string, unknown>)[name];
      expect(Array.isArray(values), name).toBe(true);
      expect(new Set(values as string[]).size, name).toBe((values as string[]).length);
    }
  });

  it('spells the spec’s enumerations word for word', () => {
    expect(maintenance.PROPOSED_ACTIONS).toEqual([
      'review_category',
      'review_md',
      'review_sdoc',
      'review_hazmats',
      'review_close',
      'fix_invalid_review',
      'fix_review_new_data',
      'receiving_reject',
      'receiving_confirm',
      'fix_quantity_received',
      'fix_quantity_documented',
      'discharge',
      'fix_documentation',
      'ongoing_documentation',
    ]);
    expect(maintenance.DELIVERY_STATUSES).toEqual([
      'not_received',
      'rejected',
      'partially_received',
      'fully_received',
      'over_supplied',
    ]);
    expect(maintenance.CONTAMINATIONS).toEqual(['yes', 'no', 'maybe', 'bt']);
    expect(maintenance.DOCUMENT_TYPES).toEqual(['sdoc', 'md', 'asbfreecert', 'discharge_receipt', 'other']);
    expect(maintenance.EQUIPMENT_CLASSES).toEqual(['i1', 'i2', 'i3']);
  });
});
