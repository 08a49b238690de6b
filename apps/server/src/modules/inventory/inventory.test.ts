import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, readyPlan, succeeding } from '../../../test/crew-world.ts';
import { auth, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';

const NOT_RECEIVED =
  'Please confirm your inventory on how many items you have received to be able to place pins on relevant deckplans.';
const REJECTED = 'Please correct your inventory in order to place pins for this item on relevant deckplans.';

describe("the crew's inventory of an item: receive, store, install, remove", () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await createCrewWorld(t);
    ({ expert, crew, reader, stranger } = world);
    const { bucketId, ship: project } = world;
    ids.project = project.id;
    const post = (url: string, body: object) => succeeding(call)(expert, 'POST', url, body);
    const vessel = await post(`/ihm/maint/companies/${bucketId}/vessels`, {
      name: 'MV Nordlicht',
      project_id: project.id,
    });
    ids.vessel = vessel.id;
    ids.bucket = bucketId;
    await post(`/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: vessel.id,
      order_number: 'PO-INV',
      status: 'sent_to_vessel',
      items: [
        { article_description: 'Gasket sheet', quantity_ordered: 2 },
        { article_description: 'Asbestos rope', quantity_ordered: 1 },
      ],
    });
    const list = await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items`);
    for (const item of list.json().content as { id: string; display_name: string }[])
      ids[item.display_name.startsWith('Gasket') ? 'gasket' : 'rope'] = item.id;
    ids.plan = (await readyPlan(t, expert, project.id, 'Main deck')).plan;
  });
  afterAll(() => t.close());

  const act = (path: string, body: object, user = crew, item = ids.gasket) =>
    call(user, 'POST', `/ihm/maint/purchase-order-items/${item}/${path}`, body);
  const pin = (quantity: number, extra: object = {}) => ({
    quantity,
    deckplan_id: ids.plan,
    x: 120,
    y: 80,
    ...extra,
  });

  it('refuses pins before the delivery is received, with the spec message', async () => {
    const res = await act('store', pin(1));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(NOT_RECEIVED);
  });

  it('receiving more than ordered asks for an explanation; then the delivery is over-supplied', async () => {
    const unexplained = await act('receive-delivery', { receiving_status: 'Received', quantity_received: 3 });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().details).toEqual([
      { path: '/explanation', message: 'The quantity has been exceeded, please explain' },
    ]);
    const received = await act('receive-delivery', {
      receiving_status: 'Received',
      quantity_received: 3,
      explanation: 'One spare sent by the supplier',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      receiving_status: 'Received',
      quantity_received: 3,
      evaluation: { delivery_status: 'over_supplied', quantity_received: 3 },
    });
  });

  it('stores and installs on the plan within what was received; the evaluation counts them', async () => {
    const stored = await act('store', pin(2, { location: 'Bosun store, shelf 3' }));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().evaluation).toMatchObject({ quantity_stored: 2, quantity_on_vessel: 3 });
    const tooMany = await act('install', pin(2));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual([
      { path: '/quantity', message: 'Only 1 received unit(s) are not placed yet' },
    ]);
    const installed = await act('install', pin(1, { x: 700, y: 300 }));
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json().evaluation).toMatchObject({ quantity_stored: 2, quantity_installed: 1 });
    const pins = (await call(crew, 'GET', `/ihm/deckplans/${ids.plan}/pins`)).json();
    expect(pins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'storage',
          display_name: 'Gasket sheet',
          quantity: 2,
          location_x: 120,
        }),
        expect.objectContaining({ type: 'installation', quantity: 1, location_x: 700, location_y: 300 }),
      ]),
    );
    expect(pins[0].colour.crew).toMatch(/^(red|yellow|blue|ghost)$/);
    expect((await call(stranger, 'GET', `/ihm/deckplans/${ids.plan}/pins`)).statusCode).toBe(404);
  });

  it('refuses bad pins and quantities with 400, writing nothing', async () => {
    const before = (
      await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)
    ).json();
    for (const body of [
      pin(0),
      pin(-1),
      { ...pin(1), quantity: 'one' },
      pin(1, { x: 800 }),
      pin(1, { y: 400 }),
      pin(1, { x: -5 }),
      pin(1, { deckplan_id: '00000000-0000-4000-8000-000000000000' }),
      { ...pin(1), colour: 'red' },
    ]) {
      const res = await act('store', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)).json();
    expect(after).toEqual(before);
  });

  it('removes units from a storage; two removals of the last unit at once: exactly one succeeds', async () => {
    const { storages, installations } = (
      await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)
    ).json();
    const storage = storages[0].id as string;
    expect((await act('remove', { quantity: 3, from_storage_id: storage })).json().details).toEqual([
      { path: '/quantity', message: 'Only 2 unit(s) are there' },
    ]);
    expect((await act('remove', { quantity: 1, from_storage_id: storage })).statusCode).toBe(200);
    const race = await Promise.all([
      act('remove', { quantity: 1, from_storage_id: storage }),
      act('remove', { quantity: 1, from_storage_id: storage }),
    ]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect((await act('remove', { quantity: 1, from_installation_id: installations[0].id })).statusCode).toBe(
      200,
    );
    const inventory = (
      await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)
    ).json();
    expect(inventory.storages[0].quantity).toBe(0);
    expect(inventory.removals).toHaveLength(3);
    expect(inventory.log.map((entry: { type: string }) => entry.type)).toEqual([
      'receive',
      'store',
      'install',
      'remove',
      'remove',
      'remove',
    ]);
    const item = (await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}`)).json();
    expect(item.evaluation).toMatchObject({ quantity_removed: 3, quantity_on_vessel: 0 });
  });

  it('a rejected delivery blocks pins with the spec message', async () => {
    expect((await act('receive-delivery', { receiving_status: 'Rejected' }, crew, ids.rope)).statusCode).toBe(
      200,
    );
    const res = await act('store', pin(1), crew, ids.rope);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(REJECTED);
  });

  it('read-only crew, strangers and sessions-less callers act on nothing', async () => {
    expect((await act('store', pin(1), reader)).statusCode).toBe(403);
    expect((await act('store', pin(1), stranger)).statusCode).toBe(404);
    expect((await act('store', pin(1), null as unknown as FactoryUser)).statusCode).toBe(401);
    expect(
      (await call(stranger, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)).statusCode,
    ).toBe(404);
    expect(
      (await call(reader, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/storages`)).statusCode,
    ).toBe(200);
  });

  it('counts the usage of every plan of the ship in one query: pins emptied, removals, to-dos', async () => {
    const res = await call(crew, 'GET', `/ihm/maint/vessels/${ids.vessel}/deckplan-item-usage`);
    expect(res.statusCode, res.body).toBe(200);
    const [usage] = res.json();
    expect(usage).toMatchObject({
      deckplan_id: ids.plan,
      storages: { num_empty: 1, num_non_empty: 0 },
      installations: { num_empty: 1, num_non_empty: 0 },
      removals: { num_non_empty: 3 },
      num_non_removed_hazmats: 0,
    });
    expect(
      (await call(stranger, 'GET', `/ihm/maint/vessels/${ids.vessel}/deckplan-item-usage`)).statusCode,
    ).toBe(404);
    // The decks and their plans carry the same counts as badges; a disabled deck counts nothing.
    const [deck] = (await call(crew, 'GET', `/ihm/projects/${ids.project}/decks`)).json();
    const counts = { stored: 0, installed: 0, removed: 3, non_empty: 0 };
    expect(deck.deckplans[0].pin_counts).toMatchObject(counts);
    expect(deck.pin_counts).toMatchObject(counts);
    const disabled = await call(expert, 'PATCH', `/ihm/decks/${deck.id}`, { enabled: false });
    expect(disabled.json().pin_counts).toMatchObject({ removed: 0 });
    expect(disabled.json().deckplans[0].pin_counts).toMatchObject(counts);
    await call(expert, 'PATCH', `/ihm/decks/${deck.id}`, { enabled: true });
  });

  it('the crew files a discharge receipt and attaches it to a removal: documented, logged as discharge', async () => {
    const upload = (type: string, user = crew) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${ids.bucket}/documents?type=${type}&filename=receipt.pdf`,
        payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        headers: { ...auth(user), 'content-type': 'application/pdf' },
      });
    expect((await upload('md')).statusCode).toBe(403);
    expect((await upload('discharge_receipt', reader)).statusCode).toBe(403);
    const receipt = await upload('discharge_receipt');
    expect(receipt.statusCode, receipt.body).toBe(201);
    const md = await upload('md', expert);
    const { removals } = (
      await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)
    ).json();
    const removal = removals[0].id as string;
    const wrong = await call(crew, 'PATCH', `/ihm/maint/order-item-removals/${removal}`, {
      discharge_receipt_id: md.json().id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: '/discharge_receipt_id', message: 'Not a discharge receipt of this company' },
    ]);
    expect((await call(crew, 'PATCH', `/ihm/maint/order-item-removals/${removal}`, {})).statusCode).toBe(400);
    expect(
      (await call(stranger, 'PATCH', `/ihm/maint/order-item-removals/${removal}`, { remarks: 'x' }))
        .statusCode,
    ).toBe(404);
    const attached = await call(crew, 'PATCH', `/ihm/maint/order-item-removals/${removal}`, {
      discharge_receipt_id: receipt.json().id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const after = (await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)).json();
    expect(after.removals[0]).toMatchObject({ is_documented: true, discharge_receipt_id: receipt.json().id });
    expect(after.log.at(-1)).toMatchObject({ type: 'discharge', quantity: 1 });
  });

  it('moves a pin to another spot, inside the plan only, and edits its location', async () => {
    const { storages } = (
      await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)
    ).json();
    const url = `/ihm/maint/order-item-storages/${storages[0].id}`;
    for (const body of [
      { x: 900, y: 10 },
      { x: 10 },
      {},
      { deckplan_id: ids.plan },
      { x: 10, y: 10, colour: 'red' },
    ]) {
      const res = await call(crew, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(reader, 'PATCH', url, { location: 'x' })).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', url, { location: 'x' })).statusCode).toBe(404);
    const moved = await call(crew, 'PATCH', url, { x: 400, y: 200, location: 'Bosun store, shelf 1' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasket}/inventory`)).json();
    expect(after.storages[0]).toMatchObject({
      location_x: 400,
      location_y: 200,
      location: 'Bosun store, shelf 1',
    });
    expect(after.log.at(-1)).toMatchObject({ type: 'move', location_x: 400 });
  });
});
