import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyedShip } from '../../../test/crew-world.ts';
import { auth, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { checkImages } from '../../db/schema/index.ts';
import { checkPhotoJob } from './check-photo.job.ts';

/** A landscape photo the camera stored sideways: EXIF orientation 6 means "turn 90° clockwise". */
const sidewaysPhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('photos of checks: upload, EXIF orientation, rotation, thumbnails, signed links', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let checkId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createSurveyedShip(t, { type: 'visual', name: 'Gasket' });
    ({ expert, reader, stranger, checkId } = world);
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, query = '', user = expert, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: `/api/ihm/checks/${checkId}/images${query}`,
      payload: body,
      headers: { ...auth(user), 'content-type': type },
    });
  const get = (url: string, user: FactoryUser | null = reader) =>
    t.app.inject({
      method: 'GET',
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: user ? auth(user) : {},
    });

  it('refuses what is not a photo, HEIC with what to do, odd rotations, and strangers; stores nothing', async () => {
    const photo = await sidewaysPhoto();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(32)]);
    for (const [body, query, message] of [
      [Buffer.from('not a photo'), '', 'A photo must be a JPEG, PNG or WebP image'],
      [heic, '', 'HEIC photos cannot be read here'],
      [photo, '?rotation=45', 'The rotation must be 0, 90, 180 or 270 degrees'],
      [photo, '?rotation=ninety', ''],
      [Buffer.alloc(0), '', 'Send the photo as the body'],
    ] as const) {
      const res = await upload(body, query);
      expect(res.statusCode, `${query} ${message}`).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await upload(photo, '', reader)).statusCode).toBe(403);
    expect((await upload(photo, '', stranger)).statusCode).toBe(404);
    expect((await upload(Buffer.alloc(26 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect(await t.db.select().from(checkImages)).toEqual([]);
  });

  it('makes an upright thumbnail and full image, turned as asked; links are signed', async () => {
    const res = await upload(await sidewaysPhoto(), '?rotation=90&filename=gasket.jpg');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'processing', rotation: 90, image: { thumb_url: null } });
    expect(await t.deps.jobs.workOff(checkPhotoJob)).toBe(1);
    const image = (await get(`/ihm/check-images/${res.json().id}`)).json();
    // Upright is 200 x 400 (EXIF), a quarter turn more is 400 x 200.
    expect(image).toMatchObject({ state: 'ready', width: 400, height: 200, filename: 'gasket.jpg' });
    const thumb = await get(image.image.thumb_url, null);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([320, 160, undefined]);
    expect((await get(image.image.full_url.replace('/full/', '/thumb/'), null)).statusCode).toBe(403);
    expect((await get(`${image.image.full_url}0`, null)).statusCode).toBe(403);
    const check = (await get(`/ihm/checks/${checkId}`)).json();
    expect(check.images.map((photo: { id: string }) => photo.id)).toEqual([image.id]);
  });

  it('turns a photo again from its original; the old files go', async () => {
    const [image] = (await get(`/ihm/checks/${checkId}/images`)).json();
    const oldThumb = image.image.thumb_url;
    const url = `/api/ihm/check-images/${image.id}`;
    const patch = (body: object, user = expert) =>
      t.app.inject({ method: 'PATCH', url, payload: body, headers: auth(user) });
    expect((await patch({ rotation: 45 })).statusCode).toBe(400);
    expect((await patch({ rotation: 180 }, reader)).statusCode).toBe(403);
    expect((await patch({ rotation: 180 })).json()).toMatchObject({ state: 'processing', rotation: 180 });
    await t.deps.jobs.workOff(checkPhotoJob);
    const turned = (await get(`/ihm/check-images/${image.id}`)).json();
    expect(turned).toMatchObject({ state: 'ready', width: 200, height: 400 });
    expect((await get(oldThumb, null)).statusCode).toBe(404);
    expect((await patch({ enabled: false })).json().enabled).toBe(false);
    expect((await get(`/ihm/projects/${image.project_id}/check-images`, stranger)).statusCode).toBe(404);
  });
});
