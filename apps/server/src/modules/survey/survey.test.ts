import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, readyPlan, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { checks, spots, surveyResults, vscpEntries } from '../../db/schema/index.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("the surveyor's checks: spots, checks, results, VSCP", () => {
  let t: TestApp;
  let call: ApiCall;
  let ok: ReturnType<typeof succeeding>;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    ok = succeeding(call);
    const world = await createCrewWorld(t);
    ({ expert, reader, stranger } = world);
    ids.project = world.ship.id;
    const main = await readyPlan(t, expert, world.ship.id, 'Main deck');
    Object.assign(ids, { deck: main.deck, plan: main.plan });
    const engine = await readyPlan(t, expert, world.ship.id, 'Engine room');
    Object.assign(ids, { engineDeck: engine.deck, enginePlan: engine.plan });
  });
  afterAll(() => t.close());

  const counts = async () =>
    Promise.all(
      [spots, checks, surveyResults, vscpEntries].map(
        async (table) => (await t.db.select().from(table)).length,
      ),
    );

  it('places spots inside enabled plans only; refusals write nothing', async () => {
    const before = await counts();
    const cases: [string, object, number, string?][] = [
      [ids.plan as string, { x: 800, y: 10 }, 400, 'Must be inside the plan (0 to 799)'],
      [ids.plan as string, { x: -1, y: 10 }, 400],
      [ids.plan as string, { x: 10 }, 400],
      [ids.plan as string, { x: 10, y: 10, colour: 'red' }, 400],
      [UNKNOWN, { x: 10, y: 10 }, 404],
    ];
    for (const [plan, body, status, message] of cases) {
      const res = await call(expert, 'POST', `/ihm/deckplans/${plan}/spots`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect((await call(reader, 'POST', `/ihm/deckplans/${ids.plan}/spots`, { x: 1, y: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await call(stranger, 'POST', `/ihm/deckplans/${ids.plan}/spots`, { x: 1, y: 1 })).statusCode,
    ).toBe(404);
    await ok(expert, 'PATCH', `/ihm/decks/${ids.engineDeck}`, { enabled: false });
    const disabled = await call(expert, 'POST', `/ihm/deckplans/${ids.enginePlan}/spots`, { x: 1, y: 1 });
    expect(disabled.json().details).toEqual([
      { path: '/deckplan_id', message: 'This deck plan is disabled' },
    ]);
    await ok(expert, 'PATCH', `/ihm/decks/${ids.engineDeck}`, { enabled: true });
    expect(await counts()).toEqual(before);

    for (const [name, x] of [
      ['a', 100],
      ['b', 300],
      ['c', 500],
    ] as const) {
      const spot = await ok(expert, 'POST', `/ihm/deckplans/${ids.plan}/spots`, {
        x,
        y: 200,
        compartment: 'Engine casing',
        location: `Frame ${x / 10}`,
      });
      expect(spot).toMatchObject({ deckplan_id: ids.plan, deck_id: ids.deck, effectively_enabled: true });
      ids[`spot_${name}`] = spot.id;
    }
  });

  it('adds visual and sample checks; bad types, hazmats and references are refused', async () => {
    const url = `/ihm/spots/${ids.spot_a}/checks`;
    for (const body of [
      { type: 'photo', name: 'Pipe lagging' },
      { type: 'sample', name: '' },
      { type: 'sample', name: 'Lagging', suspected_hazmats: ['asbestos'] },
      { type: 'sample', name: 'Lagging', equipment_classes: ['i4'] },
      { type: 'sample', name: 'Lagging', document_analysis_results: { asb: 'perhaps' } },
      { type: 'sample', name: 'Lagging', vscp_entry_id: 'x' },
    ]) {
      const res = await call(expert, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await call(expert, 'POST', url, {
      type: 'sample',
      name: 'Lagging',
      referenced_check_ids: [UNKNOWN],
    });
    expect(missing.json().details).toEqual([
      { path: '/referenced_check_ids', message: 'Not checks of this project' },
    ]);
    expect((await call(reader, 'POST', url, { type: 'visual', name: 'x' })).statusCode).toBe(403);
    expect((await call(stranger, 'POST', url, { type: 'visual', name: 'x' })).statusCode).toBe(404);

    const sample = await ok(expert, 'POST', url, {
      type: 'sample',
      name: 'Pipe lagging',
      equipment: 'Steam pipe',
      component: 'Insulation',
      material: 'Lagging',
      color: 'white',
      suspected_hazmats: ['asb', 'asb'],
      approx_mass: '12 kg',
    });
    expect(sample).toMatchObject({
      type: 'sample',
      displayName: 'Pipe lagging (Steam pipe, Insulation)',
      suspected_hazmats: ['asb'],
      contamination_level: null,
      warning: 'No laboratory results yet',
      index: 0,
      spot: { id: ids.spot_a, compartment: 'Engine casing' },
    });
    ids.sample = sample.id;
    const visual = await ok(expert, 'POST', `/ihm/spots/${ids.spot_b}/checks`, {
      type: 'visual',
      name: 'Deck paint',
      material: 'Paint',
      color: 'red',
      referenced_check_ids: [sample.id],
    });
    expect(visual).toMatchObject({ index: 1, referenced_check_ids: [sample.id], warning: null });
    ids.visual = visual.id;
    const selfReference = await call(expert, 'PATCH', `/ihm/checks/${visual.id}`, {
      referenced_check_ids: [visual.id],
    });
    expect(selfReference.statusCode).toBe(400);
  });

  it('records lab results: the contamination level is the worst of the enabled results', async () => {
    const url = `/ihm/checks/${ids.sample}/results`;
    for (const body of [
      { hazmat: 'asbestos', contamination: 'yes' },
      { hazmat: 'asb', contamination: 'contained' },
      { hazmat: 'asb', contamination: 'yes', concentration: -1 },
      { hazmat: 'asb', contamination: 'yes', concentration_unit: 'ppm' },
    ]) {
      const res = await call(expert, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(reader, 'POST', url, { hazmat: 'asb', contamination: 'yes' })).statusCode).toBe(403);
    const lead = await ok(expert, 'POST', url, {
      hazmat: 'lead',
      contamination: 'bt',
      concentration: 40,
      concentration_unit: 'mg/kg',
    });
    expect(lead).toMatchObject({
      check_id: ids.sample,
      spot_id: ids.spot_a,
      deckplan_id: ids.plan,
      hazmat: 'lead',
    });
    expect((await ok(reader, 'GET', `/ihm/checks/${ids.sample}`)).contamination_level).toBe('bt');
    const asbestos = await ok(expert, 'POST', url, {
      hazmat: 'asb',
      contamination: 'yes',
      hazmat_details: 'Chrysotile',
    });
    const check = await ok(reader, 'GET', `/ihm/checks/${ids.sample}`);
    expect(check).toMatchObject({ contamination_level: 'yes', warning: null });
    expect(check.results.map((result: { hazmat: string }) => result.hazmat)).toEqual(['lead', 'asb']);
    await ok(expert, 'PATCH', `/ihm/results/${asbestos.id}`, { enabled: false });
    expect((await ok(reader, 'GET', `/ihm/checks/${ids.sample}`)).contamination_level).toBe('bt');
    await ok(expert, 'PATCH', `/ihm/results/${asbestos.id}`, { enabled: true });
    expect(
      (await call(stranger, 'PATCH', `/ihm/results/${asbestos.id}`, { enabled: false })).statusCode,
    ).toBe(404);
    expect(
      (await call(expert, 'PATCH', `/ihm/results/${asbestos.id}`, { contamination: 'maybe?' })).statusCode,
    ).toBe(400);
    const all = await ok(reader, 'GET', `/ihm/projects/${ids.project}/results`);
    expect(all).toHaveLength(2);
  });

  it('the plan shows its check points coloured; the list searches, filters and archives', async () => {
    const plan = await ok(reader, 'GET', `/ihm/deckplans/${ids.plan}`);
    expect(plan.check_points).toEqual([
      expect.objectContaining({ check_id: ids.sample, x: 100, y: 200, contamination_level: 'yes' }),
      expect.objectContaining({ check_id: ids.visual, x: 300, contamination_level: null }),
    ]);
    const list = (query: string) => ok(reader, 'GET', `/ihm/projects/${ids.project}/checks${query}`);
    expect((await list('')).total).toBe(2);
    expect((await list('?search=steam')).content.map((c: { id: string }) => c.id)).toEqual([ids.sample]);
    expect((await list('?search=frame%2030')).content.map((c: { id: string }) => c.id)).toEqual([ids.visual]);
    expect((await list('?search=100%25')).total).toBe(0);
    expect((await list('?check_type=visual')).total).toBe(1);
    await ok(expert, 'PATCH', `/ihm/checks/${ids.visual}`, { enabled: false });
    expect((await list('')).total).toBe(1);
    expect((await list('?archived=true')).content.map((c: { id: string }) => c.id)).toEqual([ids.visual]);
    expect((await ok(reader, 'GET', `/ihm/deckplans/${ids.plan}`)).check_points).toHaveLength(1);
    expect((await call(reader, 'GET', `/ihm/projects/${ids.project}/checks?archived=maybe`)).statusCode).toBe(
      400,
    );
    expect((await call(stranger, 'GET', `/ihm/projects/${ids.project}/checks`)).statusCode).toBe(404);
    await ok(expert, 'PATCH', `/ihm/checks/${ids.visual}`, { enabled: true });
  });

  it('reorders checks in one statement; ids of other projects are refused', async () => {
    const url = `/ihm/projects/${ids.project}/checks/reorder`;
    expect((await call(expert, 'POST', url, { ids: [UNKNOWN] })).statusCode).toBe(400);
    expect((await call(reader, 'POST', url, { ids: [ids.visual] })).statusCode).toBe(403);
    expect((await call(expert, 'POST', url, { ids: [ids.visual, ids.sample] })).statusCode).toBe(204);
    const { content } = await ok(reader, 'GET', `/ihm/projects/${ids.project}/checks`);
    expect(content.map((c: { id: string; index: number }) => [c.id, c.index])).toEqual([
      [ids.visual, 0],
      [ids.sample, 1],
    ]);
  });

  it('keeps the VSCP: entries filtered by type, linked to their checks, reordered', async () => {
    const url = `/ihm/projects/${ids.project}/vscp-entries`;
    for (const body of [
      { check_type: 'visual' },
      { check_type: 'x-ray', name: 'Gaskets' },
      { check_type: 'visual', name: 'Gaskets', deckplan_id: UNKNOWN },
      { check_type: 'visual', name: 'Gaskets', suspected_hazmats: ['pcbs'] },
    ]) {
      const res = await call(expert, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const entry = await ok(expert, 'POST', url, {
      check_type: 'sample',
      name: 'Insulation of steam pipes',
      suspected_hazmats: ['asb'],
      deck_id: ids.deck,
      deckplan_id: ids.plan,
      document_analysis_results: { asb: 'maybe' },
    });
    const visual = await ok(expert, 'POST', url, { check_type: 'visual', name: 'Paint systems' });
    await ok(expert, 'PATCH', `/ihm/checks/${ids.sample}`, { vscp_entry_id: entry.id });
    const samples = await ok(reader, 'GET', `${url}?check_type=sample`);
    expect(samples).toEqual([
      expect.objectContaining({
        id: entry.id,
        document_analysis_results: { asb: 'maybe' },
        checks: [{ id: ids.sample, name: 'Pipe lagging', contamination_level: 'yes' }],
      }),
    ]);
    expect((await call(expert, 'POST', `${url}/reorder`, { ids: [visual.id, entry.id] })).statusCode).toBe(
      204,
    );
    expect((await ok(reader, 'GET', url)).map((row: { id: string }) => row.id)).toEqual([
      visual.id,
      entry.id,
    ]);
    expect((await call(stranger, 'GET', `/ihm/vscp-entries/${entry.id}`)).statusCode).toBe(404);
    expect((await call(expert, 'PATCH', `/ihm/vscp-entries/${entry.id}`, {})).statusCode).toBe(400);
    expect((await ok(expert, 'PATCH', `/ihm/vscp-entries/${entry.id}`, { enabled: false })).enabled).toBe(
      false,
    );
  });

  it('suggests the values the project already holds, most used first', async () => {
    const values = await ok(reader, 'GET', `/ihm/projects/${ids.project}/suggested-values`);
    expect(values).toMatchObject({
      equipment: ['Steam pipe'],
      material: ['Lagging', 'Paint'],
      compartment: ['Engine casing'],
    });
    expect(values.location).toHaveLength(3);
  });
});
