import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/factories.ts';
import { countingApp } from '../../../test/query-counter.ts';
import { documents, purchaseOrderItems } from '../../db/schema/index.ts';
import {
  type DocumentsWorld,
  documentsWorld,
  otherCompanyDocument,
  PDF,
  portalTokenFor,
} from './documents.fixture.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('where a company document is used (document links)', () => {
  let w: DocumentsWorld;
  const links = (documentId: string, user = w.crew) =>
    w.call(user, 'GET', `/ihm/maint/companies/${w.bucketId}/document-links?document_id=${documentId}`);

  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('lists selected and supplier links with item, order and vessel', async () => {
    const { call, upload, expert, bucketId, ids, t } = w;
    const md = (
      await upload(expert, `/ihm/maint/companies/${bucketId}/documents?type=md&filename=md.pdf`, PDF)
    ).json().id as string;
    expect((await links(md)).json()).toEqual([]);
    for (const itemId of [ids.gasketItem, ids.paintItem]) {
      const res = await call(expert, 'POST', `/ihm/maint/purchase-order-items/${itemId}/select-document`, {
        type: 'md',
        document_id: md,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const selected = await links(md);
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toHaveLength(2);
    const gasket = selected.json().find((l: { order_item_id: string }) => l.order_item_id === ids.gasketItem);
    expect(gasket).toEqual({
      document_id: md,
      order_item_id: ids.gasketItem,
      type: 'md',
      link: 'selected',
      order_item: {
        id: ids.gasketItem,
        short_id: ids.gasketItem.slice(0, 6),
        display_name: 'Gasket sheet, non-asbestos',
      },
      order: { id: expect.any(String), order_number: 'PO-2026-0042' },
      vessel: { id: ids.vessel, name: 'MV Nordlicht' },
    });

    // The supplier provides the SDoC of the paint through the portal; then the expert accepts it.
    const requests = `/ihm/maint/buckets/${bucketId}/purchase-order-items/${ids.paintItem}/document-requests`;
    const request = await call(expert, 'POST', requests, { document_type: 'sdoc' });
    expect(request.statusCode, request.body).toBe(201);
    const token = await portalTokenFor(t, 'docs@baltic.example');
    const provided = await upload(
      null,
      `/supplier-portal/${token}/requests/${request.json().id}/documents?filename=sdoc.pdf`,
      PDF,
    );
    expect(provided.statusCode, provided.body).toBe(201);
    const sdoc = provided.json().id as string;
    expect((await links(sdoc)).json().map((l: { type: string; link: string }) => [l.type, l.link])).toEqual([
      ['sdoc', 'supplier'],
    ]);
    const accepted = await call(expert, 'POST', `${requests}/${request.json().id}/actions`, {
      type: 'document_accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await links(sdoc)).json().map((l: { type: string; link: string }) => [l.type, l.link])).toEqual([
      ['sdoc', 'selected'],
      ['sdoc', 'supplier'],
    ]);

    // A withdrawn item no longer uses it.
    await t.db
      .update(purchaseOrderItems)
      .set({ isActive: false })
      .where(eq(purchaseOrderItems.id, ids.paintItem));
    expect((await links(md)).json().map((l: { order_item_id: string }) => l.order_item_id)).toEqual([
      ids.gasketItem,
    ]);
    expect((await links(sdoc)).json()).toEqual([]);
  });

  it('needs document_id (400); an unknown or other company’s document is 404; strangers 404', async () => {
    const { call, expert, stranger, bucketId, t } = w;
    const missing = await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/document-links`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation');
    expect(
      (await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/document-links?document_id=x`)).statusCode,
    ).toBe(400);
    const unknown = await links(UNKNOWN, expert);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const foreign = await otherCompanyDocument(w);
    expect((await links(foreign.id, expert)).statusCode).toBe(404);
    const [own] = await t.db.select().from(documents).where(eq(documents.bucketId, bucketId)).limit(1);
    expect((await links(own?.id as string, stranger)).statusCode).toBe(404);
    expect((await links(own?.id as string, null as never)).statusCode).toBe(401);
  });

  it('answers in ONE query besides the session, the access check and the document lookup', async () => {
    const [own] = await w.t.db.select().from(documents).where(eq(documents.bucketId, w.bucketId)).limit(1);
    const counting = await countingApp(w.t);
    const res = await counting.app.inject({
      method: 'GET',
      url: `/api/ihm/maint/companies/${w.bucketId}/document-links?document_id=${own?.id}`,
      headers: auth(w.crew),
    });
    expect(res.statusCode).toBe(200);
    await counting.app.close();
    // The document lookup reads items too (the crew's vessel scope); the links themselves are one query.
    const itemQueries = counting.queries.filter(
      (query) => query.includes('"purchase_order_items"') && !query.includes('from "documents"'),
    );
    expect(itemQueries).toHaveLength(1);
  });
});
