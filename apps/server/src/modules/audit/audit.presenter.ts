import type { TAuditChange, TAuditEntry } from '@keelson/contract';
import type { AuditRow } from './audit.queries.ts';
import { type Names, REFERENCE_FIELDS } from './audit-names.ts';

/** Labels of the columns whose names say little to a reader; the rest read as they are spelled. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  selected_article_category_id: 'Category',
  category_id: 'Category',
  selected_md_document_id: 'MD',
  selected_sdoc_document_id: 'SDoC',
  document_id: 'Document',
  is_review_closed: 'Review closed',
  has_new_data_to_review: 'New data to review',
  is_active: 'Active',
  extid: 'External id',
  impa_number: 'IMPA number',
  imo: 'IMO number',
  dataowner_user_id: 'Data owner (user)',
  dataowner_team_id: 'Data owner (team)',
  granted_to_user_id: 'Granted to',
  granted_to_user_email: 'Granted to (email)',
  granted_to_team_id: 'Granted to team',
  issued_by_user_id: 'Issued by',
  issued_by_team_id: 'Issued by team',
  subject_project_id: 'Project',
  settings: 'Settings',
  is_based_on_ihm_initial_check: 'Based on the initial IHM',
  discharge_receipt_id: 'Discharge receipt',
  source_deckplan_id: 'Taken from deck plan',
  vscp_entry_id: 'VSCP entry',
};

export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ACTOR_NAMES: Readonly<Record<string, string>> = {
  user: 'A user no longer here',
  api_key: 'An API key',
  supplier_portal: 'The supplier portal',
  rule: 'A rule',
  import_job: 'An import',
  system: 'Keelson',
};

export function auditEntryAnswer(row: AuditRow, names: Names): TAuditEntry {
  const changes: TAuditChange[] = Object.entries(row.changes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, [before, after]]) => {
      const kind = REFERENCE_FIELDS[field];
      return {
        field,
        label: fieldLabel(field),
        before: before ?? null,
        after: after ?? null,
        before_name: kind ? names(kind, before) : null,
        after_name: kind ? names(kind, after) : null,
      };
    });
  const kind = row.actorKind as TAuditEntry['actor']['kind'];
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    subject_id: row.subjectId,
    actor: {
      kind,
      id: row.actorId,
      name: names(kind, row.actorId) ?? ACTOR_NAMES[kind] ?? kind,
    },
    changes,
  };
}
