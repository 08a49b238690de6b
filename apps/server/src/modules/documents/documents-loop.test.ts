import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, supplierPortalLinks } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld, PDF, PNG, portalTokenFor } from './documents.fixture.ts';

describe('documents loop: request, supplier portal, accept, close review', () => {
  let w: DocumentsWorld;
  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('runs from the expert request through the supplier portal to the closed review', async () => {
    const { call, upload, expert, bucketId, ids, t } = w;
    const batch = await call(expert, 'POST', `/ihm/maint/buckets/${bucketId}/document-requests/batch`, {
      item_ids: [ids.gasketItem],
      document_types: ['md', 'sdoc'],
      message: 'Please send both documents.',
    });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(batch.json()).toMatchObject({ mails_sent: 1, skipped: [] });
    expect(batch.json().created.map((r: { status: string }) => r.status)).toEqual([
      'expert_requested_document',
      'expert_requested_document',
    ]);
    // Another supplier's request, to prove the portal shows only the link's supplier.
    const other = await call(
      expert,
      'POST',
      `/ihm/maint/buckets/${bucketId}/purchase-order-items/${ids.paintItem}/document-requests`,
      {
        document_type: 'md',
      },
    );
    expect(other.statusCode, other.body).toBe(201);

    const mails = await t.mails();
    const hanseMails = mails.filter((mail) => mail.to === 'orders@hanse.example');
    expect(hanseMails).toHaveLength(1);
    expect(hanseMails[0]?.text).toContain('Gasket sheet, non-asbestos');
    expect(hanseMails[0]?.text).toContain('Please send both documents.');
    const token = await portalTokenFor(t, 'orders@hanse.example');

    const portal = await call(null, 'GET', `/supplier-portal/${token}`);
    expect(portal.statusCode, portal.body).toBe(200);
    const view = portal.json();
    expect(view).toMatchObject({ supplier_name: 'Hanse Marine Supply' });
    expect(view.requests).toHaveLength(2);
    expect(view.requests[0]).toMatchObject({
      item_display_name: 'Gasket sheet, non-asbestos',
      article_impa: '331101',
      order_number: 'PO-2026-0042',
      vessel_name: 'MV Nordlicht',
      status: 'expert_requested_document',
    });
    expect(view.requests[0].actions.map((a: { type: string }) => a.type)).toEqual([
      'document_requested',
      'message',
    ]);
    const md = view.requests.find((r: { document_type: string }) => r.document_type === 'md');
    const sdoc = view.requests.find((r: { document_type: string }) => r.document_type === 'sdoc');

    const mdUpload = await upload(
      null,
      `/supplier-portal/${token}/requests/${md.id}/documents?filename=md.pdf`,
      PDF,
    );
    expect(mdUpload.statusCode, mdUpload.body).toBe(201);
    expect(mdUpload.json()).toMatchObject({
      type: 'md',
      filename: 'md.pdf',
      content_type: 'application/pdf',
    });
    const sdocUpload = await upload(
      null,
      `/supplier-portal/${token}/requests/${sdoc.id}/documents?filename=sdoc.png`,
      PNG,
      'image/png',
    );
    expect(sdocUpload.statusCode, sdocUpload.body).toBe(201);
    // The audit trail names the supplier's portal link as who added the documents (decision 0036).
    const uploaded = await t.db
      .select({ kind: auditEntries.actorKind, id: auditEntries.actorId })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'document'), eq(auditEntries.action, 'created')));
    const [link] = await t.db
      .select()
      .from(supplierPortalLinks)
      .where(eq(supplierPortalLinks.email, 'orders@hanse.example'));
    expect(uploaded).toEqual([
      { kind: 'supplier_portal', id: link?.id },
      { kind: 'supplier_portal', id: link?.id },
    ]);
    const download = await t.app.inject({ method: 'GET', url: mdUpload.json().download_url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const base = `/ihm/maint/buckets/${bucketId}/purchase-order-items/${ids.gasketItem}/document-requests`;
    const before = await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`);
    expect(before.json().evaluation).toMatchObject({
      md_status: 'supplier_provided_document',
      sdoc_status: 'supplier_provided_document',
    });
    for (const request of [md, sdoc]) {
      const accepted = await call(expert, 'POST', `${base}/${request.id}/actions`, {
        type: 'document_accepted',
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json()).toMatchObject({ is_closed: true, status: 'ok' });
      expect(accepted.json().actions.map((a: { type: string }) => a.type)).toEqual([
        'document_requested',
        'message',
        'document_provided',
        'document_accepted',
      ]);
    }
    const item = (await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`)).json();
    expect(item.selected_md_document_id).toBe(mdUpload.json().id);
    expect(item.selected_sdoc_document_id).toBe(sdocUpload.json().id);
    expect(item.evaluation).toMatchObject({ md_status: 'ok', sdoc_status: 'ok', is_review_closable: true });

    const closed = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.gasketItem}/close-review`,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const done = await call(
      expert,
      'GET',
      `/ihm/maint/companies/${bucketId}/purchase-order-items?set=expert_done`,
    );
    expect(done.json().content.map((i: { id: string }) => i.id)).toContain(ids.gasketItem);

    // The portal now lists nothing open for this supplier.
    expect((await call(null, 'GET', `/supplier-portal/${token}`)).json().requests).toHaveLength(0);
  });
});
