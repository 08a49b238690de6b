import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentsWorld, documentsWorld } from './documents.fixture.ts';

describe('GET …/document-requests/{id}/actions', () => {
  let w: DocumentsWorld;
  let url: string;
  beforeAll(async () => {
    w = await documentsWorld();
    const base = `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${w.ids.gasketItem}/document-requests`;
    const asked = await w.call(w.expert, 'POST', base, {
      document_type: 'md',
      message: 'Please send the MD.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    url = `${base}/${asked.json().id}/actions`;
    const said = await w.call(w.expert, 'POST', url, { type: 'message', message: 'Any news?' });
    expect(said.statusCode, said.body).toBe(201);
  });
  afterAll(() => w.t.close());

  it('answers the conversation oldest first, to the expert and the crew of the project', async () => {
    for (const user of [w.expert, w.crew]) {
      const res = await w.call(user, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const actions = res.json() as { type: string; message: string | null; user_role: string; at: string }[];
      expect(actions.at(-1)).toMatchObject({ type: 'message', message: 'Any news?', user_role: 'expert' });
      expect(actions.map((a) => a.at)).toEqual([...actions.map((a) => a.at)].sort());
    }
  });

  it('is 404 for strangers and unknown requests, 400 for a bad id, 401 without a session', async () => {
    expect((await w.call(w.stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (
        await w.call(
          w.expert,
          'GET',
          url.replace(/document-requests\/[^/]+/, `document-requests/${randomUUID()}`),
        )
      ).statusCode,
    ).toBe(404);
    expect((await w.call(w.expert, 'GET', url.replace(w.ids.gasketItem, w.ids.paintItem))).statusCode).toBe(
      404,
    );
    expect(
      (await w.call(w.expert, 'GET', url.replace(/document-requests\/[^/]+/, 'document-requests/x')))
        .statusCode,
    ).toBe(400);
    expect((await w.call(null, 'GET', url)).statusCode).toBe(401);
  });
});
