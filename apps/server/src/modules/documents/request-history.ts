import {
  type DocumentRequestActionType,
  type DocumentRequestStatus,
  documentStatusOf,
  orderItemDisplayName,
  REQUEST_STATUS_AFTER_ACTION,
} from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  articles,
  buckets,
  documentRequestActions,
  documentRequests,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import { queueMail } from '../../mail/mail-job.ts';
import { type SupplierMailLine, supplierDocumentsMail } from '../../mail/supplier-mails.ts';
import type { ActionRow, RequestRow } from './document.presenters.ts';
import { livePortalUrl } from './portal-links.service.ts';

type Role = 'expert' | 'supplier' | 'system';

/**
 * Table D for a stored request: closed is `ok`; else the latest expert or supplier entry decides
 * (system entries are notes for the conversation only, as in the evaluation).
 */
export function requestStatusOf(request: Pick<RequestRow, 'isClosed' | 'documentId'>, actions: ActionRow[]) {
  if (request.isClosed) return 'ok' satisfies DocumentRequestStatus;
  let latest: ActionRow | undefined;
  for (const action of actions) {
    if (action.userRole === 'system') continue;
    if (!latest || action.at.getTime() >= latest.at.getTime()) latest = action;
  }
  const outcome = latest ? REQUEST_STATUS_AFTER_ACTION[latest.type][latest.userRole] : 'awaiting';
  if (outcome !== 'awaiting') return outcome;
  return request.documentId ? 'expert_requested_verification' : 'expert_requested_document';
}

/**
 * Appends one history entry and stores the request's new status and times (and `patch`), in the
 * caller's transaction. Answers the updated request.
 */
export async function recordAction(
  tx: Database,
  request: RequestRow,
  entry: {
    role: Role;
    type: DocumentRequestActionType;
    now: Date;
    userId?: string | null;
    documentId?: string | null;
    message?: string | null;
  },
  patch: Partial<RequestRow> = {},
): Promise<RequestRow> {
  const earlier = await tx
    .select()
    .from(documentRequestActions)
    .where(eq(documentRequestActions.requestId, request.id));
  // Entries of one request are strictly ordered in time, so the latest entry is never a tie.
  const last = Math.max(0, ...earlier.map((action) => action.at.getTime()));
  const at = new Date(Math.max(entry.now.getTime(), last + 1));
  const [inserted] = await tx
    .insert(documentRequestActions)
    .values({
      requestId: request.id,
      at,
      userRole: entry.role,
      type: entry.type,
      userId: entry.userId ?? null,
      documentId: entry.documentId ?? null,
      message: entry.message ?? null,
    })
    .returning();
  const actions = inserted ? [...earlier, inserted] : earlier;
  const next = { ...request, ...patch };
  const status = requestStatusOf(next, actions);
  const documentStatus = documentStatusOf(status);
  const [updated] = await tx
    .update(documentRequests)
    .set({
      ...patch,
      status,
      expertDocumentStatus: documentStatus,
      supplierDocumentStatus: documentStatus,
      ...(entry.role === 'expert' ? { lastExpertActionAt: entry.now } : {}),
      ...(entry.role === 'supplier' ? { lastSupplierActionAt: entry.now } : {}),
    })
    .where(eq(documentRequests.id, request.id))
    .returning();
  if (!updated) throw new Error('document request vanished');
  return updated;
}

/** Open requests with what a supplier needs to recognise the item. */
export async function requestLines(db: Database, where: ReturnType<typeof and>) {
  return db
    .select({
      request: documentRequests,
      item: items,
      article: articles,
      orderNumber: purchaseOrders.orderNumber,
      vesselName: vessels.name,
    })
    .from(documentRequests)
    .innerJoin(items, eq(items.id, documentRequests.orderItemId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .where(where)
    .orderBy(documentRequests.startedAt, documentRequests.id);
}

export type RequestLine = Awaited<ReturnType<typeof requestLines>>[number];

export const displayNameOf = (line: Pick<RequestLine, 'item' | 'article'>) =>
  orderItemDisplayName({
    article: line.article,
    article_description: line.item.articleDescription,
    extid: line.item.extid,
  });

/**
 * Queues for each contact of each supplier ONE mail listing the given requests with their
 * personal portal link, in the caller's transaction: the mails leave only once it commits (the
 * caller then wakes the mail worker, mailsQueued; the answered job ids count the mails).
 */
export async function mailSuppliers(
  deps: AppDeps,
  tx: Database,
  props: {
    requestIds: string[];
    kind: 'request' | 'reminder' | 'reminder1' | 'reminder2';
    now: Date;
    message?: string;
  },
): Promise<string[]> {
  if (props.requestIds.length === 0) return [];
  const lines = await requestLines(tx, and(inArray(documentRequests.id, props.requestIds)));
  const bySupplier = new Map<string, RequestLine[]>();
  for (const line of lines) {
    const key = `${line.request.supplierId}|${line.request.bucketId}`;
    if (!line.request.supplierId) continue;
    bySupplier.set(key, [...(bySupplier.get(key) ?? []), line]);
  }
  const queued: string[] = [];
  for (const group of bySupplier.values()) {
    const first = group[0];
    if (!first?.request.supplierId) continue;
    const [supplier] = await tx
      .select({ name: suppliers.name, emails: suppliers.contactEmails, companyName: buckets.name })
      .from(suppliers)
      .innerJoin(buckets, eq(buckets.id, suppliers.bucketId))
      .where(eq(suppliers.id, first.request.supplierId));
    if (!supplier) continue;
    const mailLines: SupplierMailLine[] = group.map((line) => ({
      itemName: displayNameOf(line),
      orderNumber: line.orderNumber,
      documentType: line.request.documentType,
    }));
    for (const email of [...new Set(supplier.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))]) {
      const portalUrl = await livePortalUrl(deps, tx, {
        supplierId: first.request.supplierId,
        bucketId: first.request.bucketId,
        email,
        now: props.now,
      });
      const mail = supplierDocumentsMail({
        email,
        kind: props.kind,
        supplierName: supplier.name,
        companyName: supplier.companyName,
        portalUrl,
        items: mailLines,
        ...(props.message ? { message: props.message } : {}),
      });
      const id = await queueMail(deps, tx, mail);
      if (id) queued.push(id);
    }
  }
  return queued;
}
