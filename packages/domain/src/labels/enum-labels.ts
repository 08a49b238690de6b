// Human labels for every enumeration a screen shows: one table, so that no screen prints a code
// ("sent_to_vessel") and two screens never name the same value differently. The tables live by area.
import type { ExpertAction } from '../maintenance/index.ts';
import {
  ACTION_USER_ROLE,
  DOCUMENT_CATEGORY,
  DOCUMENT_REQUEST_ACTION,
  DOCUMENT_STATUS,
  DOCUMENT_TYPE,
  REUSE_DECISION,
} from './document-labels.ts';
import {
  CREW_ACTION,
  CREW_DISPLAY,
  EXPERT_ACTION,
  EXPERT_DISPLAY,
  REVIEW_PART_STATUS,
  REVIEW_STATUS,
  SUPPLIER_DISPLAY,
  WORK_LIST,
} from './evaluation-labels.ts';
import { IMPORT_ENTITY, IMPORT_FILE_TYPE, IMPORT_JOB_STATUS, IMPORT_SOURCE } from './import-labels.ts';
import {
  CATEGORY_RELEVANCY,
  CHECK_TYPE,
  CONTAMINATION,
  DELIVERY_STATUS,
  DOCUMENT_ANALYSIS,
  EQUIPMENT_CLASS,
  HAZMAT_DISPLAY,
  ITEM_ACTION,
  MAINTENANCE_PURCHASE_STATUS,
  ORDER_STATUS,
  PRIORITY,
  RECEIPT_STATE,
  RULE_ACTION,
} from './order-labels.ts';
import {
  ACCESS_GRANT_INACTIVE_REASON,
  ACCESS_GRANT_STATE,
  ACCESS_TO,
  BUCKET_PROJECT_ROLE,
  CAPABILITY,
  PERMISSION_LEVEL,
  PRICING_MODEL,
  TEAM_FEATURE,
  TEAM_MEMBERSHIP_ROLE,
  TEAM_MEMBERSHIP_STATUS,
} from './organisation-labels.ts';

/** Every enumeration's labels, by enumeration. */
export const LABELS = {
  orderStatus: ORDER_STATUS,
  maintenancePurchaseStatus: MAINTENANCE_PURCHASE_STATUS,
  deliveryStatus: DELIVERY_STATUS,
  receiptState: RECEIPT_STATE,
  categoryRelevancy: CATEGORY_RELEVANCY,
  hazmat: HAZMAT_DISPLAY,
  contamination: CONTAMINATION,
  documentAnalysis: DOCUMENT_ANALYSIS,
  checkType: CHECK_TYPE,
  equipmentClass: EQUIPMENT_CLASS,
  ruleAction: RULE_ACTION,
  reviewStatus: REVIEW_STATUS,
  reviewPartStatus: REVIEW_PART_STATUS,
  expertAction: EXPERT_ACTION,
  crewAction: CREW_ACTION,
  expertDisplay: EXPERT_DISPLAY,
  crewDisplay: CREW_DISPLAY,
  supplierDisplay: SUPPLIER_DISPLAY,
  workList: WORK_LIST,
  documentType: DOCUMENT_TYPE,
  documentCategory: DOCUMENT_CATEGORY,
  documentStatus: DOCUMENT_STATUS,
  documentRequestAction: DOCUMENT_REQUEST_ACTION,
  actionUserRole: ACTION_USER_ROLE,
  reuseDecision: REUSE_DECISION,
  itemAction: ITEM_ACTION,
  priority: PRIORITY,
  accessGrantState: ACCESS_GRANT_STATE,
  accessGrantInactiveReason: ACCESS_GRANT_INACTIVE_REASON,
  permissionLevel: PERMISSION_LEVEL,
  teamMembershipRole: TEAM_MEMBERSHIP_ROLE,
  teamMembershipStatus: TEAM_MEMBERSHIP_STATUS,
  capability: CAPABILITY,
  teamFeature: TEAM_FEATURE,
  bucketProjectRole: BUCKET_PROJECT_ROLE,
  accessTo: ACCESS_TO,
  pricingModel: PRICING_MODEL,
  importJobStatus: IMPORT_JOB_STATUS,
  importFileType: IMPORT_FILE_TYPE,
  importSource: IMPORT_SOURCE,
  importEntity: IMPORT_ENTITY,
} as const;

export type LabelledEnum = keyof typeof LABELS;

/**
 * The label of a value that came from outside (stored JSON, an API answer): unknown values read as
 * words ("sent_to_vessel" → "Sent to vessel") rather than as codes.
 */
export function labelOf(kind: LabelledEnum, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const labels = LABELS[kind] as Readonly<Record<string, string>>;
  return labels[value] ?? humanize(value);
}

export function humanize(code: string): string {
  const words = code
    .replaceAll(/[_.-]+/gu, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An expert action said as what it asks now: "Review the SDoC" while no SDoC was ever requested
 * would contradict an "Awaiting MD" beside it, so a missing declaration reads "Request or select".
 */
export function expertActionLabel(
  action: ExpertAction,
  parts: { md_status: string | null; sdoc_status: string | null },
): string {
  if (action === 'review_md' && parts.md_status === 'missing') return 'Request or select the MD';
  if (action === 'review_sdoc' && parts.sdoc_status === 'missing') return 'Request or select the SDoC';
  return EXPERT_ACTION[action];
}
