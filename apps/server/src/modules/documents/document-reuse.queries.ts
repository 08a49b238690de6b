import type { REUSE_DECISION_FILTERS, TDocumentReuseListed } from '@keelson/contract';
import type { ReuseDecision } from '@keelson/domain';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { articles, documentReuses, documents, vessels } from '../../db/schema/index.ts';
import { articleAnswer, vesselAnswer } from '../maintenance/catalog.presenters.ts';
import { documentAnswer } from './document.presenters.ts';

export type ReuseListFilters = {
  reusageDecision?: (typeof REUSE_DECISION_FILTERS)[number];
  type?: 'md' | 'sdoc';
  vesselId?: string;
};

/**
 * A page of a company's document reuses, newest first, with their document, vessel and article and
 * the total: ONE statement (the total is `count(*) over ()` of the filtered rows). A page past the
 * end has no row to carry the total; only then a second, counting query runs.
 */
export async function selectDocumentReuses(
  deps: AppDeps,
  props: {
    bucketId: string;
    /** The caller's vessel scope over the reuses (undefined: every vessel). */
    scope: SQL | undefined;
    filters: ReuseListFilters;
    include: ReadonlySet<string>;
    limit: number;
    offset: number;
  },
) {
  const { filters } = props;
  const decision = filters.reusageDecision;
  const where = and(
    eq(documents.bucketId, props.bucketId),
    props.scope,
    filters.type ? eq(documentReuses.type, filters.type) : undefined,
    filters.vesselId ? eq(documentReuses.vesselId, filters.vesselId) : undefined,
    decision === 'undecided'
      ? isNull(documentReuses.reusageDecision)
      : decision
        ? eq(documentReuses.reusageDecision, decision)
        : undefined,
  ) as SQL;
  const rows = await deps.db
    .select({
      reuse: documentReuses,
      document: documents,
      vessel: vessels,
      article: articles,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(documentReuses)
    .innerJoin(documents, eq(documents.id, documentReuses.documentId))
    .leftJoin(vessels, eq(vessels.id, documentReuses.vesselId))
    .leftJoin(articles, eq(articles.id, documentReuses.articleId))
    .where(where)
    .orderBy(desc(documentReuses.createdAt), desc(documentReuses.id))
    .limit(props.limit)
    .offset(props.offset);
  const content: TDocumentReuseListed[] = rows.map((row) => ({
    id: row.reuse.id,
    document_id: row.reuse.documentId,
    vessel_id: row.reuse.vesselId,
    article_id: row.reuse.articleId,
    type: row.reuse.type,
    reusage_decision: row.reuse.reusageDecision,
    created_at: row.reuse.createdAt.toISOString(),
    modified_at: row.reuse.modifiedAt?.toISOString() ?? null,
    ...(props.include.has('document') ? { document: documentAnswer(deps, row.document) } : {}),
    ...(props.include.has('vessel') ? { vessel: row.vessel ? vesselAnswer(row.vessel) : null } : {}),
    ...(props.include.has('article') ? { article: row.article ? articleAnswer(row.article) : null } : {}),
  }));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && props.offset > 0) {
    const [counted] = await deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(documentReuses)
      .innerJoin(documents, eq(documents.id, documentReuses.documentId))
      .where(where);
    total = counted?.n ?? 0;
  }
  return { content, total };
}

/** The reuse decisions of some documents, by document id (one query; none for no ids). */
export async function reuseDecisionsOf(db: Database, documentIds: readonly string[]) {
  const byDocument = new Map<string, { reusage_decision: ReuseDecision | null }[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select({ documentId: documentReuses.documentId, decision: documentReuses.reusageDecision })
    .from(documentReuses)
    .where(inArray(documentReuses.documentId, [...documentIds]));
  for (const row of rows) {
    const list = byDocument.get(row.documentId) ?? [];
    list.push({ reusage_decision: row.decision as ReuseDecision | null });
    byDocument.set(row.documentId, list);
  }
  return byDocument;
}
