import type { TAuditPage } from '@keelson/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, readyPlan, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Page = TAuditPage;

describe("a check's and a project's History", () => {
  let t: TestApp;
  let call: ApiCall;
  let ok: ReturnType<typeof succeeding>;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let projectId: string;
  let checkId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    ok = succeeding(call);
    const world = await createCrewWorld(t);
    ({ expert, reader, stranger } = world);
    projectId = world.ship.id;
    const { plan } = await readyPlan(t, expert, projectId, 'Main deck');
    const spot = await ok(expert, 'POST', `/ihm/deckplans/${plan}/spots`, { x: 100, y: 200 });
    const check = await ok(expert, 'POST', `/ihm/spots/${spot.id}/checks`, {
      type: 'sample',
      name: 'Pipe lagging',
      material: 'Lagging',
    });
    checkId = check.id;
    await ok(expert, 'PATCH', `/ihm/checks/${checkId}`, { material: 'Insulation' });
  });
  afterAll(() => t.close());

  it("a check's History says who changed its material from what to what, newest first", async () => {
    const page = (await ok(expert, 'GET', `/ihm/checks/${checkId}/history`)) as Page;
    expect(page.content[0]).toMatchObject({
      entity: 'check',
      action: 'changed',
      actor: { kind: 'user', id: expert.id },
      changes: [{ field: 'material', before: 'Lagging', after: 'Insulation' }],
    });
    expect(page.content.at(-1)).toMatchObject({ entity: 'check', action: 'created' });
    const ids = page.content.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Readers of the project read it too; others and unknown checks are 404; bad paging is 400.
    expect((await call(reader, 'GET', `/ihm/checks/${checkId}/history`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/ihm/checks/${checkId}/history`)).statusCode).toBe(404);
    expect((await call(expert, 'GET', `/ihm/checks/${UNKNOWN}/history`)).statusCode).toBe(404);
    for (const query of ['?limit=0', '?limit=101', '?before=-1', '?colour=red'])
      expect((await call(expert, 'GET', `/ihm/checks/${checkId}/history${query}`)).statusCode, query).toBe(
        400,
      );
  });

  it("a project's History holds its checks; who was granted what only for those who may change it", async () => {
    const full = (await ok(expert, 'GET', `/ihm/projects/${projectId}/history?limit=100`)) as Page;
    const entities = new Set(full.content.map((entry) => entry.entity));
    expect(entities).toContain('check');
    expect(entities).toContain('permission');
    const read = (await ok(reader, 'GET', `/ihm/projects/${projectId}/history?limit=100`)) as Page;
    expect(read.content.map((entry) => entry.entity)).toContain('check');
    expect(read.content.map((entry) => entry.entity)).not.toContain('permission');
    expect((await call(stranger, 'GET', `/ihm/projects/${projectId}/history`)).statusCode).toBe(404);
    expect((await call(expert, 'GET', `/ihm/projects/${UNKNOWN}/history`)).statusCode).toBe(404);
    for (const query of ['?limit=0', '?before=x'])
      expect(
        (await call(expert, 'GET', `/ihm/projects/${projectId}/history${query}`)).statusCode,
        query,
      ).toBe(400);
  });
});
