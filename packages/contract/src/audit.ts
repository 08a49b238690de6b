import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES, AUDIT_EXPORT_FORMATS } from './audit-values.ts';
import { ZDay } from './dates.ts';

export const ZAuditActorKind = z.enum(AUDIT_ACTOR_KINDS);
export const ZAuditEntity = z.enum(AUDIT_ENTITIES);
export type TAuditEntity = z.infer<typeof ZAuditEntity>;

/** One audited field: its database name, a label, and the values before and after (null when absent). */
export const ZAuditChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** For a reference (a category, document, user…), what the ids before and after name. */
  before_name: z.string().nullable(),
  after_name: z.string().nullable(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.string(),
  subject_id: z.string().nullable(),
  actor: z.object({
    kind: ZAuditActorKind,
    id: z.string().nullable(),
    /** The user's full name, the key's or rule's name, the import job's number and file… */
    name: z.string(),
  }),
  changes: z.array(ZAuditChange),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A page of entries, newest first; `next_before` continues it (keyset on the entry id). */
export const ZAuditPage = z.object({
  content: z.array(ZAuditEntry),
  next_before: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** History tabs: GET …/history?before=&limit= */
export const ZAuditHistoryQuery = z.strictObject({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The company's audit view: GET /ihm/maint/companies/{id}/audit-entries, filtered. */
export const ZAuditListQuery = ZAuditHistoryQuery.extend({
  actor_kind: ZAuditActorKind.optional(),
  actor_id: z.string().trim().min(1).max(100).optional(),
  entity: ZAuditEntity.optional(),
  /** Days (YYYY-MM-DD, UTC), both included. */
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

/** GET /ihm/maint/companies/{id}/audit-entries/export: the same filters, every matching entry. */
export const ZAuditExportQuery = ZAuditListQuery.omit({ before: true, limit: true }).extend({
  format: z.enum(AUDIT_EXPORT_FORMATS).default('csv'),
});
