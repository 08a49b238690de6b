import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, readyPlan, succeeding } from '../../../test/crew-world.ts';
import { createProject, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';

/** Transfers between storages, installations, decks and ships of one company; the usage graph. */
describe('transfer of units and the usage graph', () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  const ids: Record<string, string> = {};

  let ok: ReturnType<typeof succeeding>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    ok = succeeding(call);
    const world = await createCrewWorld(t, { ships: 2 });
    ({ expert, crew, reader, stranger } = world);
    const { bucketId, ship } = world;
    const sister = world.projects[1] as typeof ship;
    const vessel = await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/vessels`, {
      name: 'MV Nordlicht',
      project_id: ship.id,
    });
    const sisterVessel = await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/vessels`, {
      name: 'MV Suedlicht',
      project_id: sister.id,
    });
    ids.sisterVessel = sisterVessel.id;
    await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: vessel.id,
      order_number: 'PO-TR',
      status: 'sent_to_vessel',
      items: [{ article_description: 'Fire hose', quantity_ordered: 4 }],
    });
    const list = await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items`);
    ids.item = list.json().content[0].id;
    const main = await readyPlan(t, expert, ship.id, 'Main deck');
    const engine = await readyPlan(t, expert, ship.id, 'Engine room');
    const sisterMain = await readyPlan(t, expert, sister.id, 'Sister main deck');
    Object.assign(ids, {
      main: main.plan,
      engine: engine.plan,
      engineDeck: engine.deck,
      sister: sisterMain.plan,
    });

    const foreign = (
      await createProject(t.db, {
        teamId: world.strangerTeam.id,
        maintenanceBucketId: world.strangerBucketId,
      })
    ).project;
    ids.foreign = (await readyPlan(t, stranger, foreign.id, 'Foreign deck')).plan;

    await ok(crew, 'POST', `/ihm/maint/purchase-order-items/${ids.item}/receive-delivery`, {
      receiving_status: 'Received',
      quantity_received: 4,
    });
    await ok(crew, 'POST', `/ihm/maint/purchase-order-items/${ids.item}/store`, {
      quantity: 4,
      deckplan_id: ids.main,
      x: 100,
      y: 100,
    });
    const inventory = (
      await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.item}/inventory`)
    ).json();
    ids.storage = inventory.storages[0].id;
  });
  afterAll(() => t.close());

  const transfer = (body: object, user = crew) =>
    call(user, 'POST', `/ihm/maint/purchase-order-items/${ids.item}/transfer`, body);
  const inventory = async () =>
    (await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.item}/inventory`)).json();
  const to = (extra: object) => ({
    quantity: 1,
    from_storage_id: ids.storage,
    to: 'installation',
    deckplan_id: ids.engine,
    x: 300,
    y: 200,
    ...extra,
  });

  it('refuses bad transfers with 400 or the access status, writing nothing', async () => {
    const before = await inventory();
    const cases: [object, number, string?][] = [
      [to({ quantity: 5 }), 400, 'Only 4 unit(s) are there'],
      [to({ quantity: 0 }), 400],
      [to({ quantity: -1 }), 400],
      [to({ quantity: 'two' }), 400],
      [to({ to: 'removal' }), 400],
      [
        to({ from_installation_id: ids.storage }),
        400,
        'Name the storage or the installation the units leave',
      ],
      [to({ from_storage_id: undefined }), 400, 'Name the storage or the installation the units leave'],
      [
        to({ from_storage_id: '00000000-0000-4000-8000-000000000000' }),
        400,
        'Not a storage or installation of this item',
      ],
      [to({ x: 800 }), 400, 'Must be inside the plan (0 to 799)'],
      [to({ deckplan_id: ids.foreign }), 400, 'Not a deck plan of a ship of this company'],
    ];
    for (const [body, status, message] of cases) {
      const res = await transfer(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect((await transfer(to({}), reader)).statusCode).toBe(403);
    expect((await transfer(to({}), stranger)).statusCode).toBe(404);
    await ok(expert, 'PATCH', `/ihm/decks/${ids.engineDeck}`, { enabled: false });
    const disabled = await transfer(to({}));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.body).toContain('This deck plan is disabled');
    await ok(expert, 'PATCH', `/ihm/decks/${ids.engineDeck}`, { enabled: true });
    expect(await inventory()).toEqual(before);
  });

  it('transfers to another deck as an installation, and to a ship of the same company', async () => {
    const toEngine = await transfer(to({ quantity: 1 }));
    expect(toEngine.statusCode, toEngine.body).toBe(200);
    expect(toEngine.json().evaluation).toMatchObject({ quantity_stored: 3, quantity_installed: 1 });
    const toSister = await transfer(
      to({ quantity: 2, to: 'storage', deckplan_id: ids.sister, x: 50, y: 60 }),
    );
    expect(toSister.statusCode, toSister.body).toBe(200);
    const after = await inventory();
    expect(after.storages.map((row: { quantity: number }) => row.quantity)).toEqual([1, 2]);
    expect(after.storages[1]).toMatchObject({ location_deckplan_id: ids.sister, location_x: 50 });
    expect(after.installations[0]).toMatchObject({ location_deckplan_id: ids.engine, quantity: 1 });
    expect(after.log.map((entry: { type: string }) => entry.type)).toEqual([
      'receive',
      'store',
      'transfer',
      'transfer',
    ]);
    const sisterUsage = (
      await call(expert, 'GET', `/ihm/maint/vessels/${ids.sisterVessel}/deckplan-item-usage`)
    ).json();
    expect(
      sisterUsage.find((row: { deckplan_id: string }) => row.deckplan_id === ids.sister).storages,
    ).toMatchObject({
      num_non_empty: 1,
    });
  });

  it('the usage graph follows every unit, and a move adds no edge', async () => {
    const { storages, installations } = await inventory();
    await ok(crew, 'PATCH', `/ihm/maint/order-item-storages/${storages[0].id}`, { x: 120, y: 110 });
    const res = await call(reader, 'GET', `/ihm/maint/purchase-order-items/${ids.item}/usage-graph`);
    expect(res.statusCode, res.body).toBe(200);
    const graph = res.json();
    expect(
      graph.edges.map((edge: { source_node_id: string; target_node_id: string; quantity_delta: number }) => [
        edge.source_node_id,
        edge.target_node_id,
        edge.quantity_delta,
      ]),
    ).toEqual([
      [`order:${ids.item}`, `delivery:${ids.item}`, 4],
      [`delivery:${ids.item}`, `storage:${storages[0].id}`, 4],
      [`storage:${storages[0].id}`, `installation:${installations[0].id}`, 1],
      [`storage:${storages[0].id}`, `storage:${storages[1].id}`, 2],
    ]);
    const balance = Object.fromEntries(
      graph.nodes.map((node: { id: string; balance: number }) => [node.id, node.balance]),
    );
    expect(balance[`storage:${storages[0].id}`]).toBe(1);
    expect(graph.nodes.find((node: { kind: string }) => node.kind === 'installation')).toMatchObject({
      location_deckplan_id: ids.engine,
      location_x: 300,
    });
    expect(
      (await call(stranger, 'GET', `/ihm/maint/purchase-order-items/${ids.item}/usage-graph`)).statusCode,
    ).toBe(404);
  });
});
