import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, purchaseOrders } from '../../db/schema/index.ts';
import { hashToken } from '../../security/tokens.ts';
import { type ApiKeysWorld, apiKeysWorld, createKey } from './api-keys.fixture.ts';

const MINUTE = 60_000;

describe('API keys: made by a manager, shown once, stored hashed, pushing orders until revoked', () => {
  let w: ApiKeysWorld;
  const order = (vesselId: string, orderNumber = 'PO-API-1') => ({
    vessel_id: vesselId,
    order_number: orderNumber,
    items: [{ article_description: 'Gasket sheet', quantity_ordered: 4, quantity_unit: 'pcs' }],
  });
  const keyRow = async (id: string) => (await w.t.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

  beforeAll(async () => {
    w = await apiKeysWorld();
  });
  afterAll(() => w.t.close());

  it('a new key is shown once: kel_ and 32 random bytes, kept as its SHA-256 with a short prefix', async () => {
    const created = await createKey(w);
    expect(created.key).toMatch(/^kel_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(12);
    const row = await keyRow(created.id);
    expect(row?.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await w.call(w.manager, 'GET', `/ihm/maint/buckets/${w.own.bucketId}/apikeys`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key);
    expect(listed.json()).toContainEqual({
      id: created.id,
      bucket_id: w.own.bucketId,
      name: 'Procurement system',
      prefix: created.prefix,
      created_at: expect.any(String),
      created_by: 'Maren Holt',
      last_used_at: null,
      revoked_at: null,
    });
  });

  it('a key pushes an order (either header) and reads it back; its use is recorded once a minute', async () => {
    const { id, key } = await createKey(w, 'Pushing');
    const pushed = await w.withKey(
      key,
      'POST',
      `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`,
      order(w.own.vesselId),
    );
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.json()).toMatchObject({ order_number: 'PO-API-1', num_items: 1 });
    const [stored] = await w.t.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, pushed.json().id));
    expect(stored?.createdByUserId).toBeNull();
    const usedAt = (await keyRow(id))?.lastUsedAt;
    expect(usedAt).toEqual(w.t.deps.now());

    const list = await w.withKey(
      key,
      'GET',
      `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`,
      undefined,
      'x-api-key',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content.map((o: { id: string }) => o.id)).toContain(pushed.json().id);
    const one = await w.withKey(key, 'GET', `/ihm/maint/purchase-orders/${pushed.json().id}?include=items`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().items).toHaveLength(1);
    expect((await keyRow(id))?.lastUsedAt).toEqual(usedAt);

    w.t.clock.advance(MINUTE + 1);
    await w.withKey(key, 'GET', `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`);
    expect((await keyRow(id))?.lastUsedAt).toEqual(w.t.deps.now());

    // The people of the company see the pushed order in their list.
    const seen = await w.call(w.expert, 'GET', `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`);
    expect(seen.json().content.map((o: { id: string }) => o.id)).toContain(pushed.json().id);
  });

  it('a key opens its own company only (404 elsewhere) and none of the session-only routes', async () => {
    const { key } = await createKey(w, 'Scoped');
    const elsewhere = await w.withKey(
      key,
      'POST',
      `/ihm/maint/companies/${w.other.bucketId}/purchase-orders`,
      order(w.other.vesselId),
    );
    expect(elsewhere.statusCode).toBe(404);
    const [otherOrder] = await w.t.db
      .insert(purchaseOrders)
      .values({
        bucketId: w.other.bucketId,
        vesselId: w.other.vesselId,
        status: 'ordered',
        orderedAt: new Date(),
      })
      .returning();
    expect((await w.withKey(key, 'GET', `/ihm/maint/purchase-orders/${otherOrder?.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await w.withKey(key, 'GET', `/ihm/maint/companies/${w.other.bucketId}/purchase-orders`)).statusCode,
    ).toBe(404);
    // Routes that do not admit keys answer as to a caller without a session.
    for (const url of [
      `/ihm/maint/buckets/${w.own.bucketId}/apikeys`,
      `/ihm/maint/companies/${w.own.bucketId}/purchase-order-items`,
    ]) {
      const res = await w.withKey(key, 'GET', url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('a revoked key is 401 Invalid session at once; so are unknown and malformed keys', async () => {
    const { id, key } = await createKey(w, 'Revoked');
    const revoked = await w.call(w.manager, 'DELETE', `/ihm/maint/apikeys/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id, revoked_at: w.t.deps.now().toISOString() });
    expect((await keyRow(id))?.revokedByUserId).toBe(w.manager.id);
    for (const presented of [key, `kel_${'A'.repeat(43)}`, 'kel_short', '']) {
      const res = await w.withKey(presented, 'GET', `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`);
      expect(res.statusCode, presented).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', error: 'Invalid session', details: null });
    }
    // Revoking twice keeps the first revocation.
    w.t.clock.advance(MINUTE);
    const again = await w.call(w.manager, 'DELETE', `/ihm/maint/apikeys/${id}`);
    expect(again.json().revoked_at).toBe(revoked.json().revoked_at);
  });

  it('managers only: 403 for an expert without the manager capability, 404 for strangers', async () => {
    const { id } = await createKey(w, 'Guarded');
    const url = `/ihm/maint/buckets/${w.own.bucketId}`;
    expect((await w.call(w.expert, 'GET', `${url}/apikeys`)).statusCode).toBe(403);
    expect((await w.call(w.expert, 'POST', `${url}/apikey`, { name: 'x' })).statusCode).toBe(403);
    expect((await w.call(w.expert, 'DELETE', `/ihm/maint/apikeys/${id}`)).statusCode).toBe(403);
    expect((await w.call(w.stranger, 'GET', `${url}/apikeys`)).statusCode).toBe(404);
    expect((await w.call(w.otherManager, 'DELETE', `/ihm/maint/apikeys/${id}`)).statusCode).toBe(404);
    expect((await w.call(w.manager, 'DELETE', `/ihm/maint/apikeys/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await keyRow(id))?.revokedAt).toBeNull();
  });

  it('bad input is 400 with the catalogue message and writes nothing', async () => {
    const before = await w.t.db.select().from(apiKeys);
    const url = `/ihm/maint/buckets/${w.own.bucketId}/apikey`;
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'ok', key: 'mine' },
      { name: 7 },
    ]) {
      const res = await w.call(w.manager, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', error: 'Invalid request' });
    }
    expect((await w.call(w.manager, 'GET', '/ihm/maint/buckets/not-a-uuid/apikeys')).statusCode).toBe(400);
    expect((await w.call(w.manager, 'DELETE', '/ihm/maint/apikeys/not-a-uuid')).statusCode).toBe(400);
    const { key } = await createKey(w, 'Bad orders');
    const badOrder = await w.withKey(key, 'POST', `/ihm/maint/companies/${w.own.bucketId}/purchase-orders`, {
      vessel_id: w.own.vesselId,
      items: [],
    });
    expect(badOrder.statusCode).toBe(400);
    expect(await w.t.db.select().from(apiKeys)).toHaveLength(before.length + 1);
  });

  it('the OpenAPI document declares the key scheme and marks the routes that admit keys', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    const security = [{ bearer: [] }, { apiKey: [] }];
    expect(doc.paths['/api/ihm/maint/companies/{id}/purchase-orders'].post.security).toEqual(security);
    expect(doc.paths['/api/ihm/maint/companies/{id}/purchase-orders'].get.security).toEqual(security);
    expect(doc.paths['/api/ihm/maint/purchase-orders/{id}'].get.security).toEqual(security);
  });
});
