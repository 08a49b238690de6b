import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucket, createTeam } from '../../../test/factories.ts';
import { documentRequests, purchaseOrderItems } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld, PDF } from '../documents/documents.fixture.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('expert edits of an item and the selection of its MD and SDoC', () => {
  let w: DocumentsWorld;
  const item = (id: string) => `/ihm/maint/purchase-order-items/${id}`;
  const row = async (id: string) =>
    (await w.t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.id, id)))[0];
  const uploadDoc = async (type: 'md' | 'sdoc' | 'other', bucketId = w.bucketId) => {
    const res = await w.upload(
      w.expert,
      `/ihm/maint/companies/${bucketId}/documents?type=${type}&filename=${type}.pdf`,
      PDF,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('changes only the fields sent, trims remarks (empty clears them) and re-evaluates', async () => {
    const { call, expert, ids } = w;
    const partial = await call(expert, 'PATCH', item(ids.gasketItem), {
      remarks: '  Check the flange rating  ',
      quantity_delivered: 2,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      remarks: 'Check the flange rating',
      quantity_delivered: 2,
      quantity_ordered: 4,
      article_description: null,
      evaluation: { delivery_status: 'partially_received' },
    });
    const full = await call(expert, 'PATCH', item(ids.gasketItem), {
      remarks: '   ',
      quantity_delivered: 4,
      quantity_unit: 'pcs',
      delivery_code: 'DC-7',
      article_description: 'Gasket sheet 1 m²',
    });
    expect(full.json()).toMatchObject({
      remarks: null,
      quantity_delivered: 4,
      quantity_unit: 'pcs',
      article_description: 'Gasket sheet 1 m²',
      evaluation: { delivery_status: 'fully_received' },
    });
    expect((await row(ids.gasketItem))?.deliveryCode).toBe('DC-7');
    const read = await call(expert, 'GET', item(ids.gasketItem));
    expect(read.json()).toEqual(full.json());
  });

  it('keeps the search text with the edit, so the list search finds the new description', async () => {
    const { call, expert, ids, bucketId } = w;
    const search = async (text: string) =>
      (
        await call(
          expert,
          'GET',
          `/ihm/maint/companies/${bucketId}/purchase-order-items?search=${encodeURIComponent(text)}`,
        )
      )
        .json()
        .content.map((found: { id: string }) => found.id);
    await call(expert, 'PATCH', item(ids.cableItem), { article_description: 'Cable ladder, galvanised' });
    expect((await row(ids.cableItem))?.searchText).toBe('cable ladder, galvanised po-2026-0042');
    expect(await search('"cable ladder"')).toEqual([ids.cableItem]);
    expect(await search('tray')).toEqual([]);
  });

  it('refuses empty bodies, unknown fields, negative quantities, other people and unknown items: nothing changed', async () => {
    const { call, expert, crew, stranger, ids } = w;
    const before = await row(ids.gasketItem);
    for (const body of [
      {},
      { colour: 'red' },
      { remarks: 'ok', colour: 'red' },
      { quantity_ordered: -1 },
      { quantity_delivered: 'many' },
    ]) {
      const res = await call(expert, 'PATCH', item(ids.gasketItem), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await call(crew, 'PATCH', item(ids.gasketItem), { remarks: 'crew' })).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', item(ids.gasketItem), { remarks: 'x' })).statusCode).toBe(404);
    expect((await call(null, 'PATCH', item(ids.gasketItem), { remarks: 'x' })).statusCode).toBe(401);
    const unknown = await call(expert, 'PATCH', item(UNKNOWN), { remarks: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect(await row(ids.gasketItem)).toEqual(before);
  });

  it('keeps required fields required: the ordered quantity, and the description of an item without article', async () => {
    const { call, expert, ids } = w;
    const before = await row(ids.cableItem);
    const quantity = await call(expert, 'PATCH', item(ids.cableItem), { quantity_ordered: null });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json().details).toEqual([
      expect.objectContaining({ path: '/quantity_ordered', message: 'This field is required' }),
    ]);
    const description = await call(expert, 'PATCH', item(ids.cableItem), {
      article_description: '  ',
      remarks: 'emptied',
    });
    expect(description.statusCode).toBe(400);
    expect(description.json()).toMatchObject({
      code: 'bad_request',
      details: [{ path: '/article_description', message: 'This field is required' }],
    });
    expect(await row(ids.cableItem)).toEqual(before);
    // With an article the article names the item: its own description may be emptied.
    const named = await call(expert, 'PATCH', item(ids.gasketItem), { article_description: '' });
    expect(named.statusCode, named.body).toBe(200);
  });

  it('selects a company document, closes the open request of that type with it, and unselects', async () => {
    const { call, expert, ids, bucketId } = w;
    const requests = `/ihm/maint/buckets/${bucketId}/purchase-order-items/${ids.gasketItem}/document-requests`;
    const md = await call(expert, 'POST', requests, { document_type: 'md' });
    expect(md.statusCode, md.body).toBe(201);
    const mdDoc = await uploadDoc('md');
    const selected = await call(expert, 'POST', `${item(ids.gasketItem)}/select-document`, {
      type: 'md',
      document_id: mdDoc,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json()).toMatchObject({
      selected_md_document_id: mdDoc,
      selected_sdoc_document_id: null,
      evaluation: { md_status: 'ok' },
    });
    expect((await row(ids.gasketItem))?.selectedMdDocumentAt).not.toBeNull();
    const conversation = (await call(expert, 'GET', `${requests}/${md.json().id}`)).json();
    expect(conversation).toMatchObject({ is_closed: true, status: 'ok', document_id: mdDoc });
    expect(conversation.actions.at(-1)).toMatchObject({
      type: 'closed',
      user_role: 'expert',
      document: { id: mdDoc },
    });

    const sdocDoc = await uploadDoc('sdoc');
    const both = await call(expert, 'POST', `${item(ids.gasketItem)}/select-document`, {
      type: 'sdoc',
      document_id: sdocDoc,
    });
    expect(both.json()).toMatchObject({
      selected_sdoc_document_id: sdocDoc,
      evaluation: { is_review_closable: true },
    });

    const unselected = await call(expert, 'POST', `${item(ids.gasketItem)}/select-document`, {
      type: 'sdoc',
      document_id: null,
    });
    expect(unselected.json()).toMatchObject({
      selected_md_document_id: mdDoc,
      selected_sdoc_document_id: null,
      evaluation: { is_review_closable: false },
    });
    expect((await row(ids.gasketItem))?.selectedSdocDocumentAt).toBeNull();
  });

  it('refuses foreign, unknown and wrong-type documents (400) and a closed review (409): nothing changed', async () => {
    const { call, expert, crew, stranger, ids, t } = w;
    // A company where the same expert works too: its documents are still not this company's.
    const team = await createTeam(t.db, { members: [{ user: expert, role: 'legal' }] });
    const foreignBucket = (await createBucket(t.db, { teamId: team.id })).id;
    const sdocDoc = await uploadDoc('sdoc');
    const otherDoc = await uploadDoc('other');
    const before = await row(ids.paintItem);
    const cases: { body: unknown; detail: string }[] = [
      { body: { type: 'md', document_id: UNKNOWN }, detail: 'not a document of the company' },
      { body: { type: 'md', document_id: sdocDoc }, detail: 'not an md document' },
      { body: { type: 'sdoc', document_id: otherDoc }, detail: 'not an sdoc document' },
    ];
    const foreignDoc = await uploadDoc('md', foreignBucket);
    cases.push({ body: { type: 'md', document_id: foreignDoc }, detail: 'not a document of the company' });
    for (const { body, detail } of cases) {
      const res = await call(expert, 'POST', `${item(ids.paintItem)}/select-document`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toMatchObject({ document_id: detail });
    }
    for (const body of [
      { type: 'msds', document_id: null },
      { type: 'md' },
      { type: 'md', document_id: 'x' },
    ]) {
      expect((await call(expert, 'POST', `${item(ids.paintItem)}/select-document`, body)).statusCode).toBe(
        400,
      );
    }
    const body = { type: 'sdoc', document_id: sdocDoc };
    expect((await call(crew, 'POST', `${item(ids.paintItem)}/select-document`, body)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `${item(ids.paintItem)}/select-document`, body)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'POST', `${item(ids.paintItem)}/select-document`, body)).statusCode).toBe(401);
    expect((await call(expert, 'POST', `${item(UNKNOWN)}/select-document`, body)).statusCode).toBe(404);
    expect(await row(ids.paintItem)).toEqual(before);

    await t.db
      .update(purchaseOrderItems)
      .set({ isReviewClosed: true })
      .where(eq(purchaseOrderItems.id, ids.paintItem));
    const sdocRequest = await t.db
      .insert(documentRequests)
      .values({
        orderItemId: ids.paintItem,
        bucketId: w.bucketId,
        documentType: 'sdoc',
        startedAt: new Date(),
        status: 'expert_requested_document',
      })
      .returning();
    const closedBefore = await row(ids.paintItem);
    const closed = await call(expert, 'POST', `${item(ids.paintItem)}/select-document`, body);
    expect(closed.statusCode).toBe(409);
    expect(await row(ids.paintItem)).toEqual(closedBefore);
    const [request] = await t.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, sdocRequest[0]?.id as string));
    expect(request?.isClosed).toBe(false);
  });
});
