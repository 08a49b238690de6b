/**
 * What the audit trail records (issue 20, decision 0036): per table, the entity it names, the columns
 * whose changes are audited and where an entry shows. The database triggers of migration 0028 are
 * generated from this table (`auditTriggerSql`); `audit-triggers.test.ts` holds the two together and
 * makes every new table choose: audited here (the survey's tables in audited-survey-tables.ts), or in NOT_AUDITED (not-audited-tables.ts) with the reason.
 *
 * Columns are the database's (snake case). Left out: what the system derives (evaluations, lists,
 * deadlines, search text), bookkeeping times and authors (the entry has its own), secrets and files'
 * storage keys.
 */
import { AUDITED_SURVEY_TABLES } from './audited-survey-tables.ts';

export type AuditedTable = {
  table: string;
  entity: string;
  columns: readonly string[];
  /** The column naming the entity's row (its primary key). */
  idColumn?: string;
  /** The thing whose History shows the entry: the row itself, or the item or check it belongs to. */
  subjectColumn: string;
  /** The company whose audit view shows it: a column of the row, or the company of the row's item. */
  bucketColumn?: string;
  itemColumn?: string;
  projectColumn?: string;
};

export const AUDITED_TABLES: readonly AuditedTable[] = [
  // Companies, projects, teams and access.
  {
    table: 'buckets',
    entity: 'bucket',
    subjectColumn: 'id',
    bucketColumn: 'id',
    columns: ['name', 'type', 'dataowner_team_id', 'dataowner_user_id', 'archived', 'checked', 'settings'],
  },
  {
    table: 'bucket_projects',
    entity: 'bucket_project',
    subjectColumn: 'project_id',
    bucketColumn: 'bucket_id',
    projectColumn: 'project_id',
    columns: ['bucket_id', 'project_id', 'role'],
  },
  {
    table: 'projects',
    entity: 'project',
    subjectColumn: 'id',
    projectColumn: 'id',
    columns: [
      'ship_id',
      'name',
      'type',
      'dataowner_user_id',
      'dataowner_team_id',
      'access_to',
      'pricing_model',
      'removed',
      'started_at',
      'finished_at',
    ],
  },
  {
    table: 'permissions',
    entity: 'permission',
    subjectColumn: 'subject_project_id',
    projectColumn: 'subject_project_id',
    columns: [
      'is_managed',
      'access_mode',
      'capabilities',
      'status',
      'subject_project_id',
      'granted_to_user_id',
      'granted_to_user_email',
      'granted_to_team_id',
      'issued_by_user_id',
      'issued_by_team_id',
      'not_valid_before',
      'not_valid_after',
    ],
  },
  {
    table: 'teams',
    entity: 'team',
    subjectColumn: 'id',
    columns: ['name', 'description', 'available_features'],
  },
  {
    table: 'team_memberships',
    entity: 'team_membership',
    subjectColumn: 'team_id',
    columns: ['team_id', 'user_id', 'invited_email', 'status', 'role'],
  },
  { table: 'ships', entity: 'ship', subjectColumn: 'id', columns: ['imo', 'name', 'group_id'] },
  // Purchase data and its review.
  {
    table: 'vessels',
    entity: 'vessel',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['project_id', 'name', 'imo', 'extid'],
  },
  {
    table: 'suppliers',
    entity: 'supplier',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['extid', 'name', 'contact_emails', 'manual_reminders_reset_at'],
  },
  {
    table: 'supplier_portal_links',
    entity: 'supplier_portal_link',
    subjectColumn: 'supplier_id',
    bucketColumn: 'bucket_id',
    columns: ['supplier_id', 'email', 'revoked_at'],
  },
  {
    table: 'articles',
    entity: 'article',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['extid', 'impa_number', 'name', 'description', 'category_id'],
  },
  {
    table: 'categories',
    entity: 'category',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['name', 'description', 'relevancy'],
  },
  {
    table: 'purchase_orders',
    entity: 'purchase_order',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: [
      'vessel_id',
      'extid',
      'requisition_number',
      'order_number',
      'status',
      'ordered_at',
      'forwarder_notified_at',
      'confirmed_at',
      'forwarder_warehouse_at',
      'dispatched_at',
      'sent_to_vessel_at',
      'cancelled_at',
      'remarks',
      'supplier_ref',
    ],
  },
  {
    table: 'purchase_order_items',
    entity: 'order_item',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: [
      'order_id',
      'supplier_id',
      'article_id',
      'is_active',
      'extid',
      'article_description',
      'item_index',
      'quantity_unit',
      'quantity_ordered',
      'quantity_delivered',
      'delivered_at',
      'delivery_code',
      'remarks',
      'is_based_on_ihm_initial_check',
      'receiving_status',
      'quantity_received',
      'equipment_class',
      'selected_article_category_id',
      'selected_md_document_id',
      'selected_sdoc_document_id',
      'is_review_closed',
      'has_new_data_to_review',
    ],
  },
  {
    table: 'order_item_check_results',
    entity: 'item_check_result',
    subjectColumn: 'order_item_id',
    itemColumn: 'order_item_id',
    columns: [
      'extid',
      'hazmat',
      'contamination',
      'concentration',
      'quantification_per_item_unit',
      'quantification_unit',
      'remarks',
      'enabled',
    ],
  },
  {
    table: 'documents',
    entity: 'document',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: [
      'type',
      'extid',
      'filename',
      'file_size',
      'content_type',
      'remarks',
      'valid_from',
      'valid_to',
      'added_by_supplier_id',
    ],
  },
  {
    table: 'document_requests',
    entity: 'document_request',
    subjectColumn: 'order_item_id',
    bucketColumn: 'bucket_id',
    columns: [
      'supplier_id',
      'document_type',
      'is_closed',
      'document_id',
      'status',
      'expert_task_status',
      'supplier_task_status',
      'expert_document_status',
      'supplier_document_status',
    ],
  },
  {
    table: 'document_reuses',
    entity: 'document_reuse',
    subjectColumn: 'document_id',
    columns: ['document_id', 'vessel_id', 'article_id', 'type', 'reusage_decision'],
  },
  // The crew's inventory.
  {
    table: 'order_item_storages',
    entity: 'storage',
    subjectColumn: 'order_item_id',
    itemColumn: 'order_item_id',
    columns: ['quantity', 'location', 'remarks', 'deckplan_id', 'x', 'y'],
  },
  {
    table: 'order_item_installations',
    entity: 'installation',
    subjectColumn: 'order_item_id',
    itemColumn: 'order_item_id',
    columns: ['quantity', 'location', 'remarks', 'deckplan_id', 'x', 'y', 'installed_at'],
  },
  {
    table: 'order_item_removals',
    entity: 'removal',
    subjectColumn: 'order_item_id',
    itemColumn: 'order_item_id',
    columns: [
      'quantity',
      'location',
      'remarks',
      'removed_at',
      'source_deckplan_id',
      'source_x',
      'source_y',
      'discharge_receipt_id',
      'is_documented',
    ],
  },
  {
    table: 'tags',
    entity: 'tag',
    subjectColumn: 'order_item_id',
    bucketColumn: 'bucket_id',
    projectColumn: 'project_id',
    columns: ['code', 'medium', 'project_id', 'bucket_id', 'order_item_id', 'bound_at'],
  },
  // Rules, imports and keys.
  {
    table: 'rules',
    entity: 'rule',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: [
      'type',
      'is_user_defined',
      'label',
      'filter',
      'action',
      'category_id',
      'disabled',
      'is_user_confirmed',
      'status',
    ],
  },
  {
    table: 'import_jobs',
    entity: 'import_job',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['number', 'type', 'file_type', 'source', 'file_name', 'status', 'api_connection_id'],
  },
  {
    table: 'api_keys',
    entity: 'api_key',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['name', 'prefix', 'revoked_at'],
  },
  {
    table: 'api_connections',
    entity: 'api_connection',
    subjectColumn: 'id',
    bucketColumn: 'bucket_id',
    columns: ['name', 'url', 'auth_type', 'file_type', 'source', 'schedule', 'disabled'],
  },
  ...AUDITED_SURVEY_TABLES,
];
