import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { JPEG, NOT_AN_IMAGE, PNG, WEBP } from '../../../test/images.ts';
import { users } from '../../db/schema/index.ts';
import { IMAGE_LIMIT_BYTES } from '../../storage/file-storage.ts';

describe('user images', () => {
  let t: TestApp;
  let anna: FactoryUser;
  let mate: FactoryUser;
  let stranger: FactoryUser;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await createUser(t.db);
    mate = await createUser(t.db);
    stranger = await createUser(t.db);
    await createTeam(t.db, {
      members: [
        { user: anna, role: 'legal' },
        { user: mate, role: 'guest' },
      ],
    });
  });
  afterAll(() => t.close());

  const put = (as: FactoryUser | null, id: string, body: Buffer, contentType = 'application/octet-stream') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/image`,
      headers: { ...(as ? auth(as) : {}), 'content-type': contentType },
      payload: body,
    });
  const getImage = (as: FactoryUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/image`, headers: auth(as) });
  const imageKey = async (id: string) =>
    (await t.db.select({ key: users.imageKey }).from(users).where(eq(users.id, id)))[0]?.key;

  it('without an image: image is null and GET image is 404', async () => {
    expect((await getImage(anna, anna.id)).statusCode).toBe(404);
  });

  it('uploads raw bytes; the URL names a version that changes with each upload', async () => {
    const first = await put(anna, anna.id, PNG);
    expect(first.statusCode).toBe(200);
    const url1 = first.json().image as string;
    expect(url1).toMatch(new RegExp(`^/api/users/${anna.id}/image\\?v=[0-9a-f]+$`));
    const served = await t.app.inject({ method: 'GET', url: url1, headers: auth(anna) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await put(anna, anna.id, JPEG, 'image/jpeg');
    const url2 = second.json().image as string;
    expect(url2).not.toBe(url1);
    const again = await getImage(anna, anna.id);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.rawPayload.equals(JPEG)).toBe(true);
    // The replaced file is gone from storage.
    expect(await t.deps.files.head(`users/${anna.id}/${url1.split('v=')[1]}`)).toBeUndefined();
  });

  it('the type comes from the bytes, not from the header', async () => {
    const res = await put(anna, anna.id, WEBP, 'image/png');
    expect(res.statusCode).toBe(200);
    expect((await getImage(anna, anna.id)).headers['content-type']).toBe('image/webp');
  });

  it('team mates see the image; strangers get 404', async () => {
    expect((await getImage(mate, anna.id)).statusCode).toBe(200);
    expect((await getImage(stranger, anna.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${anna.id}/image` })).statusCode).toBe(401);
  });

  it('something that is not an image is 400 invalid_image and the old image stays', async () => {
    const before = await imageKey(anna.id);
    for (const body of [NOT_AN_IMAGE, Buffer.alloc(0)]) {
      const res = await put(anna, anna.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_image', details: null });
    }
    expect(await imageKey(anna.id)).toBe(before);
  });

  it('a body over the limit is 413 JSON and the old image stays', async () => {
    const before = await imageKey(anna.id);
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT_BYTES)]);
    const res = await put(anna, anna.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: expect.any(String), error: expect.any(String), details: null });
    expect(await imageKey(anna.id)).toBe(before);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT_BYTES - PNG.length)]);
    expect((await put(anna, anna.id, atLimit)).statusCode).toBe(200);
  });

  it('another content type is 415 (text/plain is parsed as text: not an image, 400)', async () => {
    const res = await put(anna, anna.id, PNG, 'application/pdf');
    expect((await put(anna, anna.id, PNG, 'text/plain')).json().code).toBe('invalid_image');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it("someone else's image is 404, a malformed id 400, no session 401; nothing changes", async () => {
    const before = await imageKey(anna.id);
    expect((await put(mate, anna.id, PNG)).statusCode).toBe(404);
    expect((await put(anna, 'not-a-uuid', PNG)).statusCode).toBe(400);
    expect((await put(null, anna.id, PNG)).statusCode).toBe(401);
    expect(await imageKey(anna.id)).toBe(before);
    expect(await imageKey(mate.id)).toBeNull();
  });
});
