import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { planPdf, planPng } from '../../../test/plan-files.ts';
import { deckplans, decks } from '../../db/schema/index.ts';
import { deckplanTilesJob } from './deckplan-tiles.job.ts';

describe('decks and deck plans of a project', () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    expert = await createUser(t.db);
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: expert, role: 'legal' }],
    });
    projectId = (await createProject(t.db, { teamId: team.id })).project.id;
    await createGrant(t.db, {
      projectId,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
  });
  afterAll(() => t.close());

  const upload = (planId: string, body: Buffer, contentType: string, user = expert) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/ihm/deckplans/${planId}/file?filename=plan`,
      payload: body,
      headers: { ...auth(user), 'content-type': contentType },
    });
  const addDeck = async (name: string) => {
    const res = await call(expert, 'POST', `/ihm/projects/${projectId}/decks`, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; index: number };
  };
  const addPlan = async (deckId: string, name: string) => {
    const res = await call(expert, 'POST', `/ihm/decks/${deckId}/deckplans`, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  it('creates decks at the end, reorders them, renames and disables; plans follow their deck', async () => {
    const main = await addDeck('Main deck');
    const engine = await addDeck('Engine room');
    const tank = await addDeck('Tank top');
    expect([main.index, engine.index, tank.index]).toEqual([0, 1, 2]);
    const plan = await addPlan(engine.id, 'Engine room, frames 20–60');

    const reordered = await call(expert, 'POST', `/ihm/projects/${projectId}/decks/reorder`, {
      deck_ids: [tank.id, main.id, engine.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((deck: { name: string }) => deck.name)).toEqual([
      'Tank top',
      'Main deck',
      'Engine room',
    ]);
    const disabled = await call(expert, 'PATCH', `/ihm/decks/${engine.id}`, { enabled: false, name: 'ER' });
    expect(disabled.json()).toMatchObject({
      name: 'ER',
      enabled: false,
      deckplans: [{ id: plan.id, enabled: true, effectively_enabled: false }],
    });
    const plans = (await call(crew, 'GET', `/ihm/projects/${projectId}/deckplans`)).json();
    expect(plans).toEqual([expect.objectContaining({ id: plan.id, effectively_enabled: false })]);
    await call(expert, 'PATCH', `/ihm/decks/${engine.id}`, { enabled: true });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await t.db.select().from(decks).where(eq(decks.projectId, projectId));
    const [first] = before;
    for (const [url, body] of [
      [`/ihm/projects/${projectId}/decks`, { name: '' }],
      [`/ihm/projects/${projectId}/decks`, { name: 'x'.repeat(121) }],
      [`/ihm/projects/${projectId}/decks`, { name: 'A', colour: 'red' }],
      [`/ihm/projects/${projectId}/decks/reorder`, { deck_ids: [first?.id] }],
      [
        `/ihm/projects/${projectId}/decks/reorder`,
        { deck_ids: before.map((deck) => deck.id).concat(first?.id ?? '') },
      ],
      [`/ihm/projects/${projectId}/decks/reorder`, { deck_ids: ['not-a-uuid'] }],
    ] as const) {
      const res = await call(expert, 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await call(expert, 'PATCH', `/ihm/decks/${first?.id}`, {})).statusCode).toBe(400);
    expect(await t.db.select().from(decks).where(eq(decks.projectId, projectId))).toEqual(before);
  });

  it('crew read; only experts and managers shape decks; strangers see nothing', async () => {
    expect((await call(crew, 'GET', `/ihm/projects/${projectId}/decks`)).statusCode).toBe(200);
    expect((await call(crew, 'POST', `/ihm/projects/${projectId}/decks`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'GET', `/ihm/projects/${projectId}/decks`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/ihm/projects/${projectId}/decks`, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/ihm/projects/${projectId}/decks`)).statusCode).toBe(401);
    const [deck] = await t.db.select().from(decks).where(eq(decks.projectId, projectId));
    expect((await call(crew, 'PATCH', `/ihm/decks/${deck?.id}`, { name: 'Y' })).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/ihm/decks/${deck?.id}/deckplans`, { name: 'Y' })).statusCode).toBe(
      404,
    );
  });

  it('cuts an uploaded PNG into a tile pyramid in the background; tiles need the signed template', async () => {
    const deck = await addDeck('Upper deck');
    const plan = await addPlan(deck.id, 'Upper deck');
    const png = await planPng(1200, 500);
    const res = await upload(plan.id, png, 'image/png');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().image).toMatchObject({
      state: 'processing',
      version: 1,
      tile_url: null,
      filename: 'plan',
    });
    const jobId = res.json().image.job_id as string;
    expect(await t.deps.jobs.workOff(deckplanTilesJob)).toBe(1);

    const job = (await call(expert, 'GET', `/jobs/${jobId}`)).json();
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'succeeded', progress: 1 });
    const [ready] = (await call(crew, 'GET', `/ihm/projects/${projectId}/deckplans`))
      .json()
      .filter((p: { id: string }) => p.id === plan.id);
    // 1200 px wide: 1200 / 256 → 4.7 tiles, so zoom 3 is one tile pixel per plan pixel.
    expect(ready.image).toMatchObject({
      state: 'ready',
      width: 1200,
      height: 500,
      max_zoom: 3,
      tile_size: 256,
    });
    const tile = (z: number, x: number, y: number, template = ready.image.tile_url as string) =>
      t.app.inject({
        method: 'GET',
        url: template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
      });
    const top = await tile(0, 0, 0);
    expect(top.statusCode).toBe(200);
    expect(top.headers['content-type']).toBe('image/png');
    expect(await sharp(top.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    expect((await tile(3, 4, 1)).statusCode).toBe(200);
    expect((await tile(3, 5, 0)).statusCode).toBe(404);
    expect(
      (await tile(0, 0, 0, (ready.image.tile_url as string).replace(/signature=[^&]+/, 'signature=forged')))
        .statusCode,
    ).toBe(403);
    expect(
      (await tile(0, 0, 0, (ready.image.tile_url as string).replace('/tiles/1/', '/tiles/2/'))).statusCode,
    ).toBe(403);
  });

  it('draws the first page of a PDF, then tiles it', async () => {
    const deck = await addDeck('Boat deck');
    const plan = await addPlan(deck.id, 'Boat deck');
    expect((await upload(plan.id, planPdf('Boat deck'), 'application/pdf')).statusCode).toBe(202);
    expect(await t.deps.jobs.workOff(deckplanTilesJob)).toBe(1);
    const [row] = await t.db.select().from(deckplans).where(eq(deckplans.id, plan.id));
    // A4 landscape drawn at 8,000 px on its longest side.
    expect(row).toMatchObject({ imageState: 'ready', imageWidth: 8000, imageHeight: 5654, imageMaxZoom: 5 });
  });

  it('refuses what is not a plan, and plans beyond 30,000 px, storing nothing; an unreadable PDF fails its job', async () => {
    const deck = await addDeck('Poop deck');
    const plan = await addPlan(deck.id, 'Poop deck');
    for (const [body, type] of [
      [Buffer.from('<html>not a plan</html>'), 'text/html'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'image/png'],
      [
        await sharp({ create: { width: 30_001, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        'image/png',
      ],
    ] as const) {
      const res = await upload(plan.id, body, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('invalid_plan');
    }
    expect((await upload(plan.id, await planPng(300, 200), 'image/png', crew)).statusCode).toBe(403);
    const [untouched] = await t.db.select().from(deckplans).where(eq(deckplans.id, plan.id));
    expect(untouched).toMatchObject({ imageState: 'none', imageVersion: 0 });

    expect((await upload(plan.id, Buffer.from('%PDF-1.4 broken'), 'application/pdf')).statusCode).toBe(202);
    await t.deps.jobs.workOff(deckplanTilesJob);
    const [failed] = await t.db.select().from(deckplans).where(eq(deckplans.id, plan.id));
    expect(failed).toMatchObject({ imageState: 'failed', imageError: 'The PDF could not be read' });
  });
});
