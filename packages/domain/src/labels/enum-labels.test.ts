import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { expertActionLabel, humanize, LABELS, type LabelledEnum, labelOf } from './enum-labels.ts';

/** Each labelled enumeration beside the constant that lists its values. */
const VALUES: Record<LabelledEnum, readonly string[]> = {
  orderStatus: domain.ORDER_STATUSES,
  maintenancePurchaseStatus: domain.MAINTENANCE_PURCHASE_STATUSES,
  deliveryStatus: domain.DELIVERY_STATUSES,
  receiptState: domain.RECEIPT_STATES,
  categoryRelevancy: domain.CATEGORY_RELEVANCIES,
  hazmat: domain.HAZMAT_DISPLAYS,
  contamination: domain.CONTAMINATIONS,
  documentAnalysis: domain.DOCUMENT_ANALYSIS_RESULTS,
  checkType: domain.CHECK_TYPES,
  equipmentClass: domain.EQUIPMENT_CLASSES,
  ruleAction: domain.RULE_ACTIONS,
  reviewStatus: domain.REVIEW_STATUSES,
  reviewPartStatus: [...domain.REVIEW_PART_STATUSES, ...domain.DOCUMENT_REQUEST_STATUSES],
  expertAction: domain.EXPERT_ACTIONS,
  crewAction: domain.CREW_ACTIONS,
  expertDisplay: domain.EXPERT_DISPLAYS,
  crewDisplay: domain.CREW_DISPLAYS,
  supplierDisplay: domain.SUPPLIER_DISPLAYS,
  workList: domain.WORK_LISTS,
  documentType: domain.DOCUMENT_TYPES,
  documentCategory: domain.DOCUMENT_CATEGORIES,
  documentStatus: domain.DOCUMENT_STATUSES,
  documentRequestAction: domain.DOCUMENT_REQUEST_ACTION_TYPES,
  actionUserRole: domain.ACTION_USER_ROLES,
  reuseDecision: domain.REUSE_DECISIONS,
  itemAction: domain.ITEM_ACTION_TYPES,
  priority: domain.PRIORITIES,
  accessGrantState: domain.ACCESS_GRANT_STATES,
  accessGrantInactiveReason: domain.ACCESS_GRANT_INACTIVE_REASONS,
  permissionLevel: domain.PERMISSION_LEVELS,
  teamMembershipRole: domain.TEAM_MEMBERSHIP_ROLES,
  teamMembershipStatus: domain.TEAM_MEMBERSHIP_STATUSES,
  capability: domain.CAPABILITIES,
  teamFeature: domain.TEAM_FEATURES,
  bucketProjectRole: domain.BUCKET_PROJECT_ROLES,
  accessTo: domain.ACCESS_TO,
  pricingModel: domain.PRICING_MODELS,
  importJobStatus: domain.IMPORT_JOB_STATUSES,
  importFileType: domain.IMPORT_FILE_TYPES,
  importSource: domain.IMPORT_SOURCES,
  importEntity: domain.IMPORT_ENTITIES,
};

describe('human labels of every enumeration', () => {
  it.each(Object.keys(VALUES) as LabelledEnum[])('%s: every value has a label that is not a code', (kind) => {
    const labels = LABELS[kind] as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...new Set(VALUES[kind])].sort());
    for (const label of Object.values(labels)) {
      expect(label).toMatch(/^[A-Z]/u);
      expect(label).not.toMatch(/_|\bihm\.|^[A-Z_]{4,}$/u);
    }
  });

  it('reads an unknown value as words, and nothing as a dash', () => {
    expect(labelOf('orderStatus', 'sent_to_vessel')).toBe('Sent to the vessel');
    expect(labelOf('orderStatus', 'waiting_for_crane')).toBe('Waiting for crane');
    expect(labelOf('hazmat', null)).toBe('–');
    expect(humanize('WAITING_FOR_QUOTATION')).toBe('Waiting for quotation');
  });
});

describe('expert actions say what they ask now', () => {
  it.each([
    ['review_sdoc', 'missing', 'Request or select the SDoC'],
    ['review_sdoc', 'supplier_provided_document', 'Review the supplier declaration (SDoC)'],
    ['review_md', 'missing', 'Request or select the MD'],
    ['review_close', 'missing', 'Close the review'],
  ] as const)('%s with the part %s: %s', (action, status, label) => {
    expect(expertActionLabel(action, { md_status: status, sdoc_status: status })).toBe(label);
  });
});
