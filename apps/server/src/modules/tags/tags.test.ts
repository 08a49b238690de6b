import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { tags } from '../../db/schema/index.ts';

describe('tags: request a batch, find by code, bind to an item', () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  const ids: Record<string, string> = {};
  let batch: { id: string; tagid_data: string; tagid_formatted_short: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await createCrewWorld(t, { ships: 2 });
    ({ expert, crew, reader, stranger } = world);
    const { bucketId, ship } = world;
    const sister = world.projects[1] as typeof ship;
    Object.assign(ids, { bucket: bucketId, project: ship.id });
    const post = (url: string, body: object) => succeeding(call)(expert, 'POST', url, body);
    for (const [project, name] of [
      [ship.id, 'MV Nordlicht'],
      [sister.id, 'MV Suedlicht'],
    ] as const) {
      const vessel = await post(`/ihm/maint/companies/${bucketId}/vessels`, { name, project_id: project });
      await post(`/ihm/maint/companies/${bucketId}/purchase-orders`, {
        vessel_id: vessel.id,
        order_number: `PO-${name}`,
        status: 'sent_to_vessel',
        items: [
          { article_description: `Gasket for ${name}`, quantity_ordered: 2 },
          { article_description: `Cable for ${name}`, quantity_ordered: 2 },
        ],
      });
    }
    const list = await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items`);
    for (const item of list.json().content as { id: string; display_name: string }[])
      ids[item.display_name] = item.id;
    ids.otherBucket = world.strangerBucketId;
  });
  afterAll(() => t.close());

  const request = (body: object, user = crew) => call(user, 'POST', '/tags/request', body);
  const byCode = async (code: string, user = crew) => {
    const res = await call(user, 'GET', `/tags?code=${encodeURIComponent(code)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as { id: string; ref_ihm_order_item: { display_name: string } | null }[];
  };

  it('refuses bad requests with 400 and others with the access status, writing nothing', async () => {
    for (const body of [
      { project_id: ids.project, count: 0 },
      { project_id: ids.project, count: 101 },
      { project_id: ids.project, count: 'three' },
      { project_id: ids.project, count: 2.5 },
      { count: 3 },
      { project_id: ids.project, bucket_id: ids.bucket, count: 3 },
      { project_id: ids.project, count: 3, medium: 'paper' },
      { project_id: 'nope', count: 3 },
    ]) {
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await request({ project_id: ids.project, count: 3 }, reader)).statusCode).toBe(403);
    expect((await request({ project_id: ids.project, count: 3 }, stranger)).statusCode).toBe(404);
    expect((await request({ bucket_id: ids.bucket, count: 3 }, stranger)).statusCode).toBe(404);
    expect(await t.db.select().from(tags)).toEqual([]);
  });

  it('requests a batch of printable tags for the ship', async () => {
    const res = await request({ project_id: ids.project, count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    batch = res.json().content;
    expect(res.json().total).toBe(3);
    expect(batch).toHaveLength(3);
    expect(batch[0]).toMatchObject({
      medium: 'qr',
      encoding: 'url',
      tagid_format: 'keelson-v1',
      project_id: ids.project,
      ref_type: null,
      ref_ihm_order_item_id: null,
      ship_name: expect.stringMatching(/^MV Test/),
    });
    expect(batch[0]?.tagid_data).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(batch[0]?.tagid_formatted_short).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const listed = await call(reader, 'GET', `/tags?project_id=${ids.project}&page_limit=2`);
    expect(listed.json()).toMatchObject({ total: 3, content: [{}, {}] });
    expect((await call(stranger, 'GET', `/tags?project_id=${ids.project}`)).statusCode).toBe(404);
    expect((await call(crew, 'GET', '/tags')).statusCode).toBe(400);
    expect((await call(crew, 'GET', `/tags?project_id=${ids.project}&page_limit=501`)).statusCode).toBe(400);
  });

  it('finds a tag by its code in any printed or scanned form; to others it does not exist', async () => {
    const tag = batch[0] as (typeof batch)[number];
    expect(await byCode(tag.tagid_data)).toHaveLength(1);
    expect(await byCode(tag.tagid_formatted_short.toLowerCase())).toHaveLength(1);
    expect(await byCode(`https://ship.example/#/dashboard/tag/${tag.tagid_data}`)).toHaveLength(1);
    expect(await byCode(tag.tagid_data, stranger)).toEqual([]);
    expect(await byCode('ZZZZZZZZZZ')).toEqual([]);
    expect(await byCode('not a code at all')).toEqual([]);
  });

  it('binds a tag to an item of its ship; the item shows it; unbinding frees it', async () => {
    const tag = batch[0] as (typeof batch)[number];
    const url = `/tags/${tag.id}`;
    const gasket = ids['Gasket for MV Nordlicht'];
    const sisterItem = ids['Gasket for MV Suedlicht'];
    expect((await call(reader, 'PATCH', url, { ref_ihm_order_item_id: gasket })).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', url, { ref_ihm_order_item_id: gasket })).statusCode).toBe(404);
    for (const body of [{}, { ref_ihm_order_item_id: 'x' }, { ref_ihm_order_item_id: gasket, extra: 1 }])
      expect((await call(crew, 'PATCH', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    const wrongShip = await call(expert, 'PATCH', url, { ref_ihm_order_item_id: sisterItem });
    expect(wrongShip.statusCode).toBe(400);
    expect(wrongShip.body).toContain("This tag belongs to another ship's project");
    const bound = await call(crew, 'PATCH', url, { ref_ihm_order_item_id: gasket });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({
      ref_type: 'ihm_order_item',
      ref_ihm_order_item_id: gasket,
      bucket_id: ids.bucket,
      ref_ihm_order_item: { id: gasket, bucket_id: ids.bucket, display_name: 'Gasket for MV Nordlicht' },
    });
    const other = ids['Cable for MV Nordlicht'];
    const taken = await call(crew, 'PATCH', url, { ref_ihm_order_item_id: other });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This tag is bound to another item: unbind it first');
    expect((await byCode(tag.tagid_data, reader))[0]?.ref_ihm_order_item?.display_name).toBe(
      'Gasket for MV Nordlicht',
    );
    const ofItem = await call(reader, 'GET', `/tags?order_item_id=${gasket}`);
    expect(ofItem.json().content.map((row: { id: string }) => row.id)).toEqual([tag.id]);
    expect((await call(stranger, 'GET', `/tags?order_item_id=${gasket}`)).statusCode).toBe(404);
    const freed = await call(crew, 'PATCH', url, { ref_ihm_order_item_id: null });
    expect(freed.json()).toMatchObject({ ref_ihm_order_item_id: null, ref_type: null });
    expect((await call(crew, 'PATCH', url, { ref_ihm_order_item_id: other })).statusCode).toBe(200);
  });

  it('a company batch serves every ship of the company, not another company', async () => {
    const res = await request({ bucket_id: ids.bucket, count: 2 }, expert);
    expect(res.statusCode, res.body).toBe(201);
    const tag = res.json().content[0];
    const sisterItem = ids['Gasket for MV Suedlicht'];
    expect(
      (await call(expert, 'PATCH', `/tags/${tag.id}`, { ref_ihm_order_item_id: sisterItem })).statusCode,
    ).toBe(200);
    const listed = await call(expert, 'GET', `/tags?bucket_id=${ids.bucket}`);
    expect(listed.json().total).toBe(3);
    // The crew of the first ship does not see the sister ship's item through the company list.
    const crewList = await call(crew, 'GET', `/tags?bucket_id=${ids.bucket}`);
    expect(crewList.json().content.map((row: { id: string }) => row.id)).not.toContain(tag.id);
    expect((await call(stranger, 'GET', `/tags?bucket_id=${ids.bucket}`)).statusCode).toBe(404);
  });
});
