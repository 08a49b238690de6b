import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyedShip } from '../../../test/crew-world.ts';
import { auth, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { checkImages, imgcropJobs } from '../../db/schema/index.ts';
import { checkPhotoJob } from './check-photo.job.ts';
import { imgcropJob } from './imgcrop.job.ts';

/** 400 x 200: the left half red, the right half blue, so a crop shows which half it kept. */
const halves = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#f00' } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 3, background: '#00f' } }, left: 200, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();

/** The colour at the middle of an image: 'red' or 'blue'. */
async function middleColour(data: Buffer) {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return (pixels[at] ?? 0) > (pixels[at + 2] ?? 0) ? 'red' : 'blue';
}

describe('imgcrop jobs: crop a check photo, or an uploaded image', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let projectId = '';
  let imageId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createSurveyedShip(t, { type: 'visual', name: 'Gasket' });
    ({ expert, reader, stranger } = world);
    projectId = world.ship.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ihm/checks/${world.checkId}/images?rotation=90`,
      payload: await halves(),
      headers: { ...auth(expert), 'content-type': 'image/jpeg' },
    });
    imageId = res.json().id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    props: { user?: FactoryUser | null; body?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      ...(Buffer.isBuffer(props.body)
        ? { payload: props.body, headers: { ...auth(props.user ?? expert), 'content-type': 'image/jpeg' } }
        : {
            ...(props.body === undefined ? {} : { payload: props.body as object }),
            headers: props.user === null ? {} : auth(props.user ?? expert),
          }),
    });
  const create = (body: object, user?: FactoryUser) =>
    call('POST', `/projects/${projectId}/imgcrop-jobs`, { body, user });
  const quarter = { left: 0, top: 0, width: 1, height: 0.5 };

  it('waits until the photo is ready, then refuses bad crops and others; writes nothing', async () => {
    expect((await create({ check_image_id: imageId, crop: quarter })).statusCode).toBe(409);
    await t.deps.jobs.workOff(checkPhotoJob);
    for (const [body, message] of [
      [
        { check_image_id: imageId, crop: { left: 0.6, top: 0, width: 0.5, height: 1 } },
        'The crop must end inside the photo',
      ],
      [
        { check_image_id: imageId, crop: { left: -1, top: 0, width: 0.5, height: 1 } },
        'The crop must start inside the photo',
      ],
      [{ check_image_id: imageId, crop: { left: 0, top: 0, width: 0, height: 1 } }, 'The crop is too small'],
      [{ check_image_id: imageId, crop: { left: 0, top: 0, width: 1 } }, 'crop'],
      [{ crop: quarter, rotation: 45 }, 'The rotation must be 0, 90, 180 or 270 degrees'],
      [{ check_image_id: imageId, crop: quarter, rotation: 90 }, "A photo's turn is its own"],
      [{ check_image_id: imageId, crop: quarter, relative_to: 'elsewhere' }, 'relative_to'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await create({ check_image_id: crypto.randomUUID(), crop: quarter })).statusCode).toBe(404);
    expect((await create({ check_image_id: imageId, crop: quarter }, reader)).statusCode).toBe(403);
    expect((await create({ check_image_id: imageId, crop: quarter }, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/imgcrop-jobs`, { user: stranger })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(imgcropJobs)).toEqual([]);
    const [image] = await t.db.select().from(checkImages);
    expect(image).toMatchObject({ crop: null, version: 1 });
  });

  it('crops the photo as shown, keeps the crop when it is turned, and undoes it from the original', async () => {
    // Turned a quarter clockwise, the 400 x 200 photo is shown 200 x 400 with its red left half on
    // top: the top half as shown is the red half.
    const res = await create({ check_image_id: imageId, crop: quarter });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'processing', check_image_id: imageId, rotation: 90 });
    expect(await t.deps.jobs.workOff(checkPhotoJob)).toBe(1);
    const job = (await call('GET', `/imgcrop-jobs/${res.json().id}`, { user: reader })).json();
    expect(job).toMatchObject({ status: 'succeeded', width: 200, height: 200, file_url: null });
    const photo = (await call('GET', `/ihm/check-images/${imageId}`)).json();
    expect(photo).toMatchObject({ state: 'ready', cropped: true, width: 200, height: 200 });
    const full = await call('GET', photo.image.full_url, { user: null });
    expect(await middleColour(full.rawPayload)).toBe('red');

    const turned = await call('GET', `/ihm/check-images/${imageId}`);
    expect(turned.statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/ihm/check-images/${imageId}`,
      payload: { rotation: 0 },
      headers: auth(expert),
    });
    await t.deps.jobs.workOff(checkPhotoJob);
    const upright = (await call('GET', `/ihm/check-images/${imageId}`)).json();
    expect(upright).toMatchObject({ cropped: true, width: 200, height: 200 });
    expect(await middleColour((await call('GET', upright.image.full_url, { user: null })).rawPayload)).toBe(
      'red',
    );

    const undo = await create({
      check_image_id: imageId,
      crop: { left: 0, top: 0, width: 1, height: 1 },
      relative_to: 'original',
    });
    expect(undo.statusCode).toBe(201);
    await t.deps.jobs.workOff(checkPhotoJob);
    expect((await call('GET', `/ihm/check-images/${imageId}`)).json()).toMatchObject({
      cropped: false,
      width: 400,
      height: 200,
    });
    const list = (
      await call('GET', `/projects/${projectId}/imgcrop-jobs?check_image_id=${imageId}`, { user: reader })
    ).json();
    expect(list.map((row: { status: string }) => row.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('crops an uploaded image: waits for the file, takes it once, and serves the result signed', async () => {
    const res = await create({ crop: { left: 0.5, top: 0, width: 0.5, height: 1 }, rotation: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'waiting_for_file', check_image_id: null });
    const url = `/imgcrop-jobs/${res.json().id}/file`;
    expect((await call('PUT', url, { body: Buffer.from('not an image') })).statusCode).toBe(400);
    expect((await call('PUT', url, { body: await halves(), user: reader })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/imgcrop-jobs/${crypto.randomUUID()}/file`, { body: await halves() })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, { body: Buffer.alloc(26 * 1024 * 1024, 1) })).statusCode).toBe(413);
    const put = await call('PUT', `${url}?filename=scan.jpg`, { body: await halves() });
    expect(put.statusCode, put.body).toBe(202);
    expect(put.json()).toMatchObject({ status: 'processing', file_name: 'scan.jpg' });
    expect((await call('PUT', url, { body: await halves() })).statusCode).toBe(409);
    expect(await t.deps.jobs.workOff(imgcropJob)).toBe(1);
    const done = (await call('GET', `/imgcrop-jobs/${res.json().id}`)).json();
    expect(done).toMatchObject({ status: 'succeeded', width: 200, height: 200 });
    const file = await call('GET', done.file_url, { user: null });
    expect(file.statusCode).toBe(200);
    expect(await middleColour(file.rawPayload)).toBe('blue');
    expect((await call('GET', `${done.file_url}0`, { user: null })).statusCode).toBe(403);
    expect((await call('GET', `${url}?expires=1&signature=x`, { user: null })).statusCode).toBe(403);
  });

  it('fails plainly on an image that cannot be read', async () => {
    const res = await create({ crop: { left: 0, top: 0, width: 0.5, height: 0.5 } });
    const broken = Buffer.concat([(await halves()).subarray(0, 40), Buffer.alloc(100)]);
    expect((await call('PUT', `/imgcrop-jobs/${res.json().id}/file`, { body: broken })).statusCode).toBe(202);
    await t.deps.jobs.workOff(imgcropJob);
    expect((await call('GET', `/imgcrop-jobs/${res.json().id}`)).json()).toMatchObject({
      status: 'failed',
      error: 'The image could not be read',
      file_url: null,
    });
  });
});
