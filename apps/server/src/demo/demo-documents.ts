import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import {
  articles,
  categories,
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
} from '../db/schema/index.ts';
import { reevaluateOrderItems } from '../modules/order-items/item-evaluation.service.ts';
import { putBuffer } from '../storage/file-storage.ts';
import type { DemoDocument } from './demo-document-factory.ts';
import { type DemoRequestItem, planDemoDocuments } from './demo-documents.plan.ts';
import { DEMO_FLEET, demoMaintenanceBucket } from './demo-maintenance.ts';
import { chunks, seededRandom } from './fleet-generator.ts';

/** What the demo documents need of the app: the database and the file storage. */
export type DemoDeps = Pick<AppDeps, 'db' | 'files'>;

const INSERT_ROWS = 1000;
const DAY = 86_400_000;

/**
 * Documents, document requests with their histories and a few reuses for the demo company's
 * relevant, categorised items, evaluated at `now`. Skipped when the company already has documents
 * or requests (so it runs once per database, and never over what a visitor did). No mail is sent:
 * the rows are written as the services write them, not through the services that mail.
 */
export async function ensureDemoDocuments(deps: DemoDeps, props: { expertId: string; now: Date }) {
  const { db, files } = deps;
  const bucket = await demoMaintenanceBucket(db);
  if (!bucket) return;
  const [docs] = await db.select({ n: count() }).from(documents).where(eq(documents.bucketId, bucket.id));
  const [requests] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(eq(documentRequests.bucketId, bucket.id));
  if ((docs?.n ?? 0) > 0 || (requests?.n ?? 0) > 0) return;

  const plan = planDemoDocuments({
    seed: DEMO_FLEET.seed + 2,
    bucketId: bucket.id,
    teamId: bucket.teamId,
    expertId: props.expertId,
    now: props.now,
    items: await relevantOpenItems(db, bucket.id),
  });
  if (plan.requests.length === 0) return;

  // As `withStoredFile`: the files first, the rows in one transaction, the files removed if it fails.
  try {
    await Promise.all(
      plan.documents.map((doc) =>
        putBuffer(files, doc.fileKey, { data: doc.file, contentType: 'application/pdf' }),
      ),
    );
    await db.transaction(async (tx) => {
      for (const rows of chunks(plan.documents.map(withoutFile), INSERT_ROWS))
        await tx.insert(documents).values(rows);
      for (const rows of chunks(plan.requests, INSERT_ROWS)) await tx.insert(documentRequests).values(rows);
      for (const rows of chunks(plan.actions, INSERT_ROWS))
        await tx.insert(documentRequestActions).values(rows);
      if (plan.reuses.length) await tx.insert(documentReuses).values(plan.reuses);
      await storeSelections(tx, plan);
      const touched = [...new Set(plan.requests.map((request) => request.orderItemId))];
      await reevaluateOrderItems(tx, touched, props.now);
      const later = [
        ...(await stampDueReminders(tx, bucket.id, props.now)),
        ...(await closeSettledReviews(tx, touched, props.now)),
      ];
      await reevaluateOrderItems(tx, later, props.now);
    });
  } catch (error) {
    await Promise.all(plan.documents.map((doc) => files.delete(doc.fileKey).catch(() => {})));
    throw error;
  }
  return {
    documents: plan.documents.length,
    requests: plan.requests.length,
    actions: plan.actions.length,
    reuses: plan.reuses.length,
  };
}

const withoutFile = ({ file: _file, ...row }: DemoDocument) => row;

/**
 * The items an expert asks documents for: categorised `relevant`, review open, with a supplier, of
 * an order that is not cancelled. Newest first (the planner gives the first ones fixed stories).
 */
async function relevantOpenItems(db: Database, bucketId: string): Promise<DemoRequestItem[]> {
  const rows = await db
    .select({
      id: items.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      articleId: articles.id,
      impa: articles.impaNumber,
      articleName: articles.name,
      vesselId: purchaseOrders.vesselId,
      orderNumber: purchaseOrders.orderNumber,
      categorisedAt: items.selectedArticleCategoryAt,
      createdAt: items.createdAt,
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .innerJoin(categories, eq(categories.id, items.selectedArticleCategoryId))
    .innerJoin(suppliers, eq(suppliers.id, items.supplierId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .where(
      and(
        eq(items.bucketId, bucketId),
        eq(categories.relevancy, 'relevant'),
        eq(items.isReviewClosed, false),
        ne(purchaseOrders.status, 'cancelled'),
      ),
    )
    .orderBy(desc(items.createdAt), items.id);
  return rows.map((row) => ({
    id: row.id,
    supplier: { id: row.supplierId, name: row.supplierName },
    article: row.articleId ? { id: row.articleId, impa: row.impa, name: row.articleName ?? '' } : null,
    vesselId: row.vesselId,
    orderNumber: row.orderNumber ?? '',
    categorisedAt: row.categorisedAt ?? row.createdAt,
  }));
}

/** The accepted and expert-approved documents on their items, and the expert's last activity. */
async function storeSelections(tx: Database, plan: ReturnType<typeof planDemoDocuments>) {
  const updates = [...plan.expertActivity.entries()].map(([id, at]) => {
    const md = plan.selections.find((s) => s.itemId === id && s.type === 'md');
    const sdoc = plan.selections.find((s) => s.itemId === id && s.type === 'sdoc');
    return {
      id,
      activity: at.toISOString(),
      md: md?.documentId ?? null,
      md_at: md?.at.toISOString() ?? null,
      sdoc: sdoc?.documentId ?? null,
      sdoc_at: sdoc?.at.toISOString() ?? null,
    };
  });
  // One statement for all items, as the evaluation stores its columns.
  await tx.execute(sql`
    update purchase_order_items as p set
      selected_md_document_id = coalesce(v.md, p.selected_md_document_id),
      selected_md_document_at = coalesce(v.md_at, p.selected_md_document_at),
      selected_sdoc_document_id = coalesce(v.sdoc, p.selected_sdoc_document_id),
      selected_sdoc_document_at = coalesce(v.sdoc_at, p.selected_sdoc_document_at),
      expert_last_activity_at = v.activity, modified_at = v.activity
    from json_to_recordset(${JSON.stringify(updates)}::json)
      as v(id uuid, activity timestamptz, md uuid, md_at timestamptz, sdoc uuid, sdoc_at timestamptz)
    where p.id = v.id`);
}

/**
 * The scheduled reminders that would have gone out by now, stamped when they were due (not mailed):
 * otherwise the first start would mail every demo supplier at once. Same choice as
 * `sendDueReminders` (open, awaiting the supplier, item's reminder due), so the job then finds
 * nothing old to send. Answers the items whose requests changed.
 */
async function stampDueReminders(tx: Database, bucketId: string, now: Date) {
  const stamp = async (level: 1 | 2) => {
    const reminded = level === 1 ? sql.raw('supplier_reminded1_at') : sql.raw('supplier_reminded2_at');
    const due = level === 1 ? sql.raw('i.supplier_reminder1_at') : sql.raw('i.supplier_reminder2_at');
    const result = (await tx.execute(sql`
      update document_requests as r set ${reminded} = greatest(${due}, r.started_at)
      from purchase_order_items as i
      where i.id = r.order_item_id and r.bucket_id = ${bucketId} and r.is_closed = false
        and r.status in ('expert_requested_document', 'expert_requested_verification')
        and i.is_review_closed = false and ${due} <= ${now.toISOString()}::timestamptz
        and r.${reminded} is null
      returning r.order_item_id as item_id`)) as unknown as { rows: { item_id: string }[] };
    return result.rows.map((row) => row.item_id);
  };
  return [...(await stamp(2)), ...(await stamp(1))];
}

/**
 * The expert closed most reviews that were ready (both declarations settled, nothing else to do)
 * a few days after the last one, as long as that is in the past. Answers the closed items.
 */
async function closeSettledReviews(tx: Database, itemIds: string[], now: Date) {
  const random = seededRandom(DEMO_FLEET.seed + 3);
  const ready = await tx
    .select({ id: items.id, md: items.selectedMdDocumentAt, sdoc: items.selectedSdocDocumentAt })
    .from(items)
    .where(
      and(
        inArray(items.id, itemIds),
        eq(items.expertNextAction, 'review_close'),
        sql`(${items.evaluation} ->> 'is_review_closable')::boolean`,
      ),
    )
    .orderBy(items.id);
  const closings: { id: string; at: string }[] = [];
  for (const item of ready) {
    const settled = Math.max(item.md?.getTime() ?? 0, item.sdoc?.getTime() ?? 0);
    const at = new Date(settled + random.int(1, 4) * DAY);
    if (!random.chance(0.75) || at.getTime() > now.getTime()) continue;
    closings.push({ id: item.id, at: at.toISOString() });
  }
  if (closings.length === 0) return [];
  // One statement for all of them, as storeSelections does.
  await tx.execute(sql`
    update purchase_order_items as p set
      is_review_closed = true, review_closed_at = v.at, expert_last_activity_at = v.at
    from json_to_recordset(${JSON.stringify(closings)}::json) as v(id uuid, at timestamptz)
    where p.id = v.id`);
  return closings.map((closing) => closing.id);
}
