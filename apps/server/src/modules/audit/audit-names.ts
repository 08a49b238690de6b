import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuditRow } from './audit.queries.ts';

/** The kinds of thing an id in the trail can name, and where its name is read. */
const NAMED = {
  user: sql`select 'user' as kind, id::text, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) as name from users where id = any(ids.user)`,
  team: sql`select 'team', id::text, name from teams where id = any(ids.team)`,
  category: sql`select 'category', id::text, name from categories where id = any(ids.category)`,
  document: sql`select 'document', id::text, filename from documents where id = any(ids.document)`,
  supplier: sql`select 'supplier', id::text, name from suppliers where id = any(ids.supplier)`,
  vessel: sql`select 'vessel', id::text, name from vessels where id = any(ids.vessel)`,
  article: sql`select 'article', id::text, name from articles where id = any(ids.article)`,
  deck: sql`select 'deck', id::text, name from decks where id = any(ids.deck)`,
  deckplan: sql`select 'deckplan', id::text, name from deckplans where id = any(ids.deckplan)`,
  bucket: sql`select 'bucket', id::text, name from buckets where id = any(ids.bucket)`,
  project: sql`select 'project', id::text, name from projects where id = any(ids.project)`,
  order: sql`select 'order', id::text, coalesce(order_number, requisition_number, extid, 'Order') from purchase_orders where id = any(ids.order)`,
  check: sql`select 'check', id::text, coalesce(name, 'Check') from checks where id = any(ids.check)`,
  api_key: sql`select 'api_key', id::text, 'API key ' || name from api_keys where id = any(ids.api_key)`,
  rule: sql`select 'rule', id::text, 'Rule ' || coalesce(label, type) from rules where id = any(ids.rule)`,
  import_job: sql`select 'import_job', id::text, 'Import #' || number || ' (' || file_name || ')' from import_jobs where id = any(ids.import_job)`,
  supplier_portal: sql`select 'supplier_portal', id::text, 'Supplier portal (' || email || ')' from supplier_portal_links where id = any(ids.supplier_portal)`,
} as const;
type NamedKind = keyof typeof NAMED;

/** Which kind of thing an audited column refers to. */
export const REFERENCE_FIELDS: Readonly<Record<string, NamedKind>> = {
  selected_article_category_id: 'category',
  category_id: 'category',
  selected_md_document_id: 'document',
  selected_sdoc_document_id: 'document',
  document_id: 'document',
  discharge_receipt_id: 'document',
  supplier_id: 'supplier',
  added_by_supplier_id: 'supplier',
  dataowner_user_id: 'user',
  granted_to_user_id: 'user',
  issued_by_user_id: 'user',
  user_id: 'user',
  dataowner_team_id: 'team',
  granted_to_team_id: 'team',
  issued_by_team_id: 'team',
  team_id: 'team',
  vessel_id: 'vessel',
  article_id: 'article',
  deck_id: 'deck',
  deckplan_id: 'deckplan',
  source_deckplan_id: 'deckplan',
  bucket_id: 'bucket',
  project_id: 'project',
  subject_project_id: 'project',
  order_id: 'order',
  check_id: 'check',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Names = (kind: string, id: unknown) => string | null;

/**
 * The names of the actors and the referenced things of a page of entries, in one query (a union
 * over the kinds present; an id whose thing is gone has no name and shows as it is).
 */
export async function namesOf(db: Database, rows: readonly AuditRow[]): Promise<Names> {
  const ids = new Map<NamedKind, Set<string>>();
  const want = (kind: NamedKind, id: unknown) => {
    if (typeof id !== 'string' || !UUID.test(id)) return;
    const set = ids.get(kind) ?? new Set<string>();
    set.add(id);
    ids.set(kind, set);
  };
  for (const row of rows) {
    if (row.actorKind in NAMED) want(row.actorKind as NamedKind, row.actorId);
    for (const [field, values] of Object.entries(row.changes)) {
      const kind = REFERENCE_FIELDS[field];
      if (kind) for (const value of values) want(kind, value);
    }
  }
  const found = new Map<string, string>();
  if (ids.size > 0) {
    const kinds = [...ids.keys()];
    const arrays = kinds.map(
      (kind) => sql`${`{${[...(ids.get(kind) ?? [])].join(',')}}`}::uuid[] as ${sql.identifier(kind)}`,
    );
    const parts = kinds.map((kind) => NAMED[kind]);
    const query = sql`with ids as (select ${sql.join(arrays, sql`, `)}) select kind, id, name from ids, lateral (${sql.join(parts, sql` union all `)}) as named(kind, id, name)`;
    const result = (await db.execute(query)) as unknown as {
      rows: { kind: string; id: string; name: string }[];
    };
    for (const row of result.rows) found.set(`${row.kind}:${row.id}`, row.name);
  }
  return (kind, id) => (typeof id === 'string' ? (found.get(`${kind}:${id}`) ?? null) : null);
}
