import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld, PDF, portalTokenFor } from './documents.fixture.ts';
import { sendDueReminders } from './reminders.service.ts';

const DAY = 24 * 3600 * 1000;

describe('documents and requests: refusals, access, links, reminders', () => {
  let w: DocumentsWorld;
  const documentCount = async () => (await w.t.db.select().from(documents)).length;
  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('uploads, lists and reads documents; refuses oversized and non-PDF files, storing nothing', async () => {
    const { upload, call, expert, crew, stranger, bucketId } = w;
    const url = `/ihm/maint/companies/${bucketId}/documents?type=md&filename=cert.pdf&valid_from=2026-01-01&valid_to=2027-01-01`;
    const ok = await upload(expert, url, PDF);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ company_id: bucketId, type: 'md', file_size: PDF.length });
    expect(ok.json().download_url).toMatch(/\/api\/ihm\/maint\/documents\/.+\/file\?expires=\d+&signature=/);
    const count = await documentCount();
    const big = await upload(expert, url, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const fake = await upload(expert, url, Buffer.from('hello, not a pdf'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('invalid_document');
    const zip = await upload(expert, url, Buffer.from('PK\u0003\u0004zip'), 'application/zip');
    expect(zip.json().code).toBe('invalid_document');
    expect(await documentCount()).toBe(count);
    expect((await upload(crew, url, PDF)).statusCode).toBe(403);
    expect((await upload(stranger, url, PDF)).statusCode).toBe(404);
    expect((await upload(null, url, PDF)).statusCode).toBe(401);
    expect(await documentCount()).toBe(count);

    const list = await call(crew, 'GET', `/ihm/maint/companies/${bucketId}/documents?type=md`);
    expect(list.json()).toMatchObject({ total_elements: 1, content: [{ filename: 'cert.pdf' }] });
    expect((await call(stranger, 'GET', `/ihm/maint/documents/${ok.json().id}`)).statusCode).toBe(404);
    expect((await call(crew, 'GET', `/ihm/maint/documents/${ok.json().id}`)).statusCode).toBe(200);
  });

  it('download URLs need a valid, unexpired signature', async () => {
    const { upload, expert, bucketId, t } = w;
    const doc = (
      await upload(expert, `/ihm/maint/companies/${bucketId}/documents?type=other&filename=x.pdf`, PDF)
    ).json();
    const download = await t.app.inject({ method: 'GET', url: doc.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="x.pdf"');
    const preview = await t.app.inject({ method: 'GET', url: `${doc.download_url}&disposition=inline` });
    expect(preview.headers['content-disposition']).toBe('inline; filename="x.pdf"');
    expect(preview.headers['content-type']).toBe('application/pdf');
    const odd = await t.app.inject({ method: 'GET', url: `${doc.download_url}&disposition=open` });
    expect(odd.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'GET',
      url: doc.download_url.replace(/signature=.*/, 'signature=abc'),
    });
    expect(forged.statusCode).toBe(403);
    t.clock.advance(11 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: doc.download_url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('invalid_signature');
  });

  it('refuses requests in the wrong state, by the wrong people, and keeps links to their supplier', async () => {
    const { call, upload, expert, crew, stranger, bucketId, ids, t } = w;
    const items = `/ihm/maint/buckets/${bucketId}/purchase-order-items`;
    expect(
      (await call(expert, 'POST', `${items}/${ids.cableItem}/document-requests`, { document_type: 'md' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(crew, 'POST', `${items}/${ids.gasketItem}/document-requests`, { document_type: 'md' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(stranger, 'POST', `${items}/${ids.gasketItem}/document-requests`, { document_type: 'md' }))
        .statusCode,
    ).toBe(404);
    const md = await call(expert, 'POST', `${items}/${ids.gasketItem}/document-requests`, {
      document_type: 'md',
    });
    expect(md.statusCode, md.body).toBe(201);
    expect(
      (await call(expert, 'POST', `${items}/${ids.gasketItem}/document-requests`, { document_type: 'md' }))
        .statusCode,
    ).toBe(409);
    const paint = await call(expert, 'POST', `${items}/${ids.paintItem}/document-requests`, {
      document_type: 'sdoc',
    });
    expect(paint.statusCode).toBe(201);
    const base = `${items}/${ids.gasketItem}/document-requests/${md.json().id}`;
    // Nothing provided yet: nothing to accept or reject.
    expect((await call(expert, 'POST', `${base}/actions`, { type: 'document_accepted' })).statusCode).toBe(
      409,
    );
    expect((await call(expert, 'POST', `${base}/actions`, { type: 'document_rejected' })).statusCode).toBe(
      409,
    );
    expect((await call(crew, 'POST', `${base}/actions`, { type: 'closed' })).statusCode).toBe(403);
    expect((await call(crew, 'GET', base)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', base)).statusCode).toBe(404);

    const token = await portalTokenFor(t, 'orders@hanse.example');
    const count = await documentCount();
    const foreign = await upload(
      null,
      `/supplier-portal/${token}/requests/${paint.json().id}/documents?filename=a.pdf`,
      PDF,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await call(null, 'POST', `/supplier-portal/${token}/requests/${paint.json().id}/messages`, {
          message: 'hi',
        })
      ).statusCode,
    ).toBe(404);
    const notPdf = await upload(
      null,
      `/supplier-portal/${token}/requests/${md.json().id}/documents?filename=a.pdf`,
      Buffer.from('nope'),
    );
    expect(notPdf.statusCode).toBe(400);
    expect(await documentCount()).toBe(count);
    // Verifying needs a proposed document.
    expect(
      (await call(null, 'POST', `/supplier-portal/${token}/requests/${md.json().id}/verify`)).statusCode,
    ).toBe(409);

    const rejected = await call(null, 'POST', `/supplier-portal/${token}/requests/${md.json().id}/reject`, {
      message: 'We did not sell this.',
    });
    expect(rejected.statusCode).toBe(200);
    const afterReject = (await call(expert, 'GET', base)).json();
    expect(afterReject.status).toBe('supplier_rejected_request');
    const closed = await call(expert, 'POST', `${base}/actions`, { type: 'closed', message: 'Not needed.' });
    expect(closed.json()).toMatchObject({ is_closed: true });
    expect(
      (await call(expert, 'POST', `${base}/actions`, { type: 'message', message: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (
        await call(null, 'POST', `/supplier-portal/${token}/requests/${md.json().id}/messages`, {
          message: 'x',
        })
      ).statusCode,
    ).toBe(409);

    const revoke = await call(
      expert,
      'POST',
      `/ihm/maint/buckets/${bucketId}/suppliers/${ids.hanse}/portal-links/revoke`,
    );
    expect(revoke.json()).toEqual({ revoked: 1 });
    const gone = await call(null, 'GET', `/supplier-portal/${token}`);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('invalid_link');
    expect((await call(null, 'GET', '/supplier-portal/not-a-real-token-at-all-xx')).statusCode).toBe(401);
  });

  it('the supplier verifies a proposed document; reuse decisions are the expert’s to change', async () => {
    const { call, upload, expert, bucketId, ids, t } = w;
    const doc = (
      await upload(expert, `/ihm/maint/companies/${bucketId}/documents?type=sdoc&filename=old-sdoc.pdf`, PDF)
    ).json();
    const items = `/ihm/maint/buckets/${bucketId}/purchase-order-items`;
    const req = await call(expert, 'POST', `${items}/${ids.gasketItem}/document-requests`, {
      document_type: 'sdoc',
      document_id: doc.id,
    });
    expect(req.statusCode, req.body).toBe(201);
    expect(req.json()).toMatchObject({ status: 'expert_requested_verification', document_id: doc.id });
    expect(req.json().actions[0]).toMatchObject({ type: 'document_available', user_role: 'system' });
    const token = await portalTokenFor(t, 'orders@hanse.example');
    const view = (await call(null, 'GET', `/supplier-portal/${token}`)).json();
    expect(view.requests.find((r: { id: string }) => r.id === req.json().id).document.id).toBe(doc.id);
    expect(
      (await call(null, 'POST', `/supplier-portal/${token}/requests/${req.json().id}/verify`)).statusCode,
    ).toBe(200);
    const after = (
      await call(expert, 'GET', `${items}/${ids.gasketItem}/document-requests/${req.json().id}`)
    ).json();
    expect(after.status).toBe('supplier_provided_document');
    const [reuse] = await t.db.query.documentReuses.findMany();
    expect(reuse?.reusageDecision).toBe('SUPPLIER_APPROVED');
    // A supplier-approved reuse makes the document a suggestion for reuse (spec section 3).
    const suggested = async () =>
      (await call(expert, 'GET', `/ihm/maint/documents/${doc.id}`)).json().is_suggested_for_reuse;
    expect(await suggested()).toBe(true);
    const listed = (await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/documents?type=sdoc`)).json();
    expect(listed.content.find((d: { id: string }) => d.id === doc.id).is_suggested_for_reuse).toBe(true);
    const patched = await call(expert, 'PATCH', `/ihm/maint/document-reuses/${reuse?.id}`, {
      reusage_decision: 'EXPERT_REJECTED',
    });
    expect(patched.json()).toMatchObject({ reusage_decision: 'EXPERT_REJECTED' });
    expect(await suggested()).toBe(false);
    expect(
      (
        await call(w.crew, 'PATCH', `/ihm/maint/document-reuses/${reuse?.id}`, {
          reusage_decision: 'EXPERT_APPROVED',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(expert, 'PATCH', `/ihm/maint/document-reuses/${reuse?.id}`, { reusage_decision: 'MAYBE' }))
        .statusCode,
    ).toBe(400);
  });

  it('reminds by hand and on schedule, once per level', async () => {
    const { call, expert, bucketId, ids, t } = w;
    const sent = await call(
      expert,
      'PATCH',
      `/ihm/maint/buckets/${bucketId}/suppliers/${ids.baltic}/send-email`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ open_requests: 1 });
    expect(sent.json().last_email_sent_at).not.toBeNull();
    expect((await t.mails()).at(-1)?.subject).toContain('reminder');
    const reset = await call(
      expert,
      'PATCH',
      `/ihm/maint/buckets/${bucketId}/suppliers/${ids.baltic}/reset-manual-reminders`,
    );
    expect(reset.json().manual_reminders_reset_at).not.toBeNull();

    const before = (await t.mails()).length;
    const first = await sendDueReminders(t.deps, new Date(t.clock.now().getTime() + 8 * DAY));
    expect(first.reminded1).toBeGreaterThan(0);
    expect(first.mails).toBeGreaterThan(0);
    const again = await sendDueReminders(t.deps, new Date(t.clock.now().getTime() + 9 * DAY));
    expect(again).toMatchObject({ reminded1: 0, reminded2: 0, mails: 0 });
    const second = await sendDueReminders(t.deps, new Date(t.clock.now().getTime() + 15 * DAY));
    expect(second.reminded2).toBeGreaterThan(0);
    const mails = (await t.mails()).slice(before);
    expect(mails.some((mail) => mail.subject.includes('(second)'))).toBe(true);

    const empty = await call(
      expert,
      'PATCH',
      `/ihm/maint/buckets/${bucketId}/suppliers/${ids.hanse}/send-email`,
    );
    expect([200, 409]).toContain(empty.statusCode);
  });

  it('says whether a document is valid today', async () => {
    const { upload, expert, bucketId } = w;
    // Valid while today is within its dates: the test clock starts today.
    const today = w.t.clock.now().toISOString().slice(0, 10);
    const validity = async (from: string, to: string) =>
      (
        await upload(
          expert,
          `/ihm/maint/companies/${bucketId}/documents?type=md&filename=v.pdf&valid_from=${from}&valid_to=${to}`,
          PDF,
        )
      ).json().is_valid;
    expect(await validity(today, today)).toBe(true);
    expect(await validity('2020-01-01', '2020-12-31')).toBe(false);
    expect(await validity('2199-01-01', '2199-12-31')).toBe(false);
  });

  it('finds documents by filename with the search syntax', async () => {
    const { upload, call, expert, bucketId } = w;
    for (const name of ['hanse-gasket-md-2026.pdf', 'hanse-paint-md-2025.pdf', 'baltic_cable_md.pdf']) {
      expect(
        (await upload(expert, `/ihm/maint/companies/${bucketId}/documents?type=md&filename=${name}`, PDF))
          .statusCode,
      ).toBe(201);
    }
    const found = async (search: string) =>
      (
        await call(
          expert,
          'GET',
          `/ihm/maint/companies/${bucketId}/documents?type=md&search=${encodeURIComponent(search)}`,
        )
      )
        .json()
        .content.map((doc: { filename: string }) => doc.filename)
        .sort();
    expect(await found('hanse')).toEqual(['hanse-gasket-md-2026.pdf', 'hanse-paint-md-2025.pdf']);
    expect(await found('HANSE -paint')).toEqual(['hanse-gasket-md-2026.pdf']);
    expect(await found('"cable_md"')).toEqual(['baltic_cable_md.pdf']);
    expect(await found('cable%')).toEqual([]);
  });
});
