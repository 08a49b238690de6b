import type { TDocumentLink } from '@keelson/contract';
import { orderItemDisplayName, shortId } from '@keelson/domain';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  documentRequestActions,
  documentRequests,
  purchaseOrderItems as items,
  purchaseOrders,
  vessels,
} from '../../db/schema/index.ts';

/** Whether the item's supplier provided (uploaded or verified) the document for a request of that type. */
const suppliedFor = (documentId: string, type: 'md' | 'sdoc'): SQL =>
  sql`exists (select 1 from ${documentRequests} join ${documentRequestActions} on ${documentRequestActions.requestId} = ${documentRequests.id} where ${documentRequests.orderItemId} = ${items.id} and ${documentRequests.documentType} = ${type} and ${documentRequestActions.type} = 'document_provided' and ${documentRequestActions.userRole} = 'supplier' and ${documentRequestActions.documentId} = ${documentId})`;

/**
 * Where a company document is used, in ONE statement: every active item of the company that
 * selected it as MD or SDoC, or whose supplier provided it for its MD or SDoC request. One link per
 * item, type and kind; newest items first.
 */
export async function selectDocumentLinks(
  db: Database,
  /** scope: the caller's vessel scope over the items' orders (undefined: every vessel). */
  props: { bucketId: string; documentId: string; scope?: SQL | undefined },
): Promise<TDocumentLink[]> {
  const { documentId } = props;
  const supplierMd = suppliedFor(documentId, 'md');
  const supplierSdoc = suppliedFor(documentId, 'sdoc');
  const rows = await db
    .select({
      item: {
        id: items.id,
        extid: items.extid,
        articleDescription: items.articleDescription,
        selectedMd: items.selectedMdDocumentId,
        selectedSdoc: items.selectedSdocDocumentId,
      },
      article: { name: articles.name, description: articles.description, impaNumber: articles.impaNumber },
      order: { id: purchaseOrders.id, order_number: purchaseOrders.orderNumber },
      vessel: { id: vessels.id, name: vessels.name },
      supplierMd: sql<boolean>`${supplierMd}`,
      supplierSdoc: sql<boolean>`${supplierSdoc}`,
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .innerJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .where(
      and(
        eq(items.bucketId, props.bucketId),
        eq(items.isActive, true),
        props.scope,
        or(
          eq(items.selectedMdDocumentId, documentId),
          eq(items.selectedSdocDocumentId, documentId),
          supplierMd,
          supplierSdoc,
        ),
      ),
    )
    .orderBy(desc(items.createdAt), desc(items.id));
  return rows.flatMap((row) => {
    const base = {
      document_id: documentId,
      order_item_id: row.item.id,
      order_item: {
        id: row.item.id,
        short_id: shortId(row.item.id),
        display_name: orderItemDisplayName({
          article: row.article,
          article_description: row.item.articleDescription,
          extid: row.item.extid,
        }),
      },
      order: row.order,
      vessel: row.vessel,
    };
    const links: TDocumentLink[] = [];
    if (row.item.selectedMd === documentId) links.push({ ...base, type: 'md', link: 'selected' });
    if (row.item.selectedSdoc === documentId) links.push({ ...base, type: 'sdoc', link: 'selected' });
    if (row.supplierMd) links.push({ ...base, type: 'md', link: 'supplier' });
    if (row.supplierSdoc) links.push({ ...base, type: 'sdoc', link: 'supplier' });
    return links;
  });
}
