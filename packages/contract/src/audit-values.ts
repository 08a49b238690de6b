// The audit trail's plain values (actors, actions, entities and their labels, export formats, what
// the web reports) without zod, so the web app uses them without loading the schemas (decision 0035).

/** Who made a change (decision 0034). */
export const AUDIT_ACTOR_KINDS = [
  'user',
  'api_key',
  'supplier_portal',
  'rule',
  'import_job',
  'system',
] as const;
export const AUDIT_ACTIONS = ['created', 'changed', 'deleted'] as const;

/** What an entry is about: the audited tables' entities (apps/server/src/audit/audited-tables.ts). */
export const AUDIT_ENTITIES = [
  'bucket',
  'bucket_project',
  'project',
  'permission',
  'team',
  'team_membership',
  'ship',
  'vessel',
  'supplier',
  'supplier_portal_link',
  'article',
  'category',
  'purchase_order',
  'order_item',
  'item_check_result',
  'document',
  'document_request',
  'document_reuse',
  'storage',
  'installation',
  'removal',
  'tag',
  'rule',
  'import_job',
  'api_key',
  'api_connection',
  'vessel_survey',
  'deck',
  'deckplan',
  'spot',
  'check',
  'result',
  'check_image',
  'check_resolution',
  'vscp_entry',
  'signature',
  'attachment',
  'report',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** How the screens name an entity. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  bucket: 'Company',
  bucket_project: 'Project link',
  project: 'Project',
  permission: 'Grant',
  team: 'Team',
  team_membership: 'Team membership',
  ship: 'Ship',
  vessel: 'Vessel',
  supplier: 'Supplier',
  supplier_portal_link: 'Supplier portal link',
  article: 'Article',
  category: 'Category',
  purchase_order: 'Purchase order',
  order_item: 'Order item',
  item_check_result: 'Check result',
  document: 'Document',
  document_request: 'Document request',
  document_reuse: 'Document reuse',
  storage: 'Storage',
  installation: 'Installation',
  removal: 'Removal',
  tag: 'Tag',
  rule: 'Rule',
  import_job: 'Import job',
  api_key: 'API key',
  api_connection: 'API connection',
  vessel_survey: 'Survey data',
  deck: 'Deck',
  deckplan: 'Deck plan',
  spot: 'Spot',
  check: 'Check',
  result: 'Result',
  check_image: 'Photo',
  check_resolution: 'Resolution',
  vscp_entry: 'VSCP entry',
  signature: 'Signature',
  attachment: 'Attachment',
  report: 'Report',
};

export const AUDIT_EXPORT_FORMATS = ['csv', 'jsonlines'] as const;

/** The kinds of what the web reports with POST /user-audit-logs (`type`). */
export const USER_AUDIT_LOG_TYPES = ['viewed', 'downloaded', 'exported'] as const;
