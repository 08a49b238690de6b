import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { vesselSurveys } from '../../db/schema/index.ts';

describe("the ship's survey data for the report", () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let url = '';

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await createCrewWorld(t);
    ({ expert, reader, stranger } = world);
    url = `/ihm/projects/${world.ship.id}/vessel-survey`;
  });
  afterAll(() => t.close());

  it('starts from the project: empty sections, the ship named', async () => {
    const res = await call(reader, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      updated_at: null,
      data: { ship: { name: expect.stringMatching(/^MV Test/) }, laboratories: [], analysis: [] },
    });
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses bad data with the field, and others with their access status; nothing is written', async () => {
    for (const [body, path] of [
      [{ ship: { imo_number: '12345' } }, 'imo_number'],
      [{ ship: { gross_tonnage: -1 } }, 'gross_tonnage'],
      [{ survey: { started_on: '2026-10-10', finished_on: '2026-10-01' } }, 'finished_on'],
      [{ survey: { started_on: '2026-02-30' } }, 'started_on'],
      [{ analysis: [{ hazmat: 'asbestos', method: 'PLM' }] }, 'hazmat'],
      [{ laboratories: [{ name: '' }] }, 'name'],
      [{ colour: 'red' }, ''],
    ] as const) {
      const res = await call(expert, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(path);
    }
    expect((await call(reader, 'PUT', url, {})).statusCode).toBe(403);
    expect((await call(stranger, 'PUT', url, {})).statusCode).toBe(404);
    expect(await t.db.select().from(vesselSurveys)).toEqual([]);
  });

  it('keeps every section as the surveyor wrote it', async () => {
    const data = {
      general: { report_number: 'IHM-2026-114' },
      ship: {
        name: 'MV Nordlicht',
        imo_number: '9300001',
        flag: 'Malta',
        gross_tonnage: 28_500,
        owner: 'Nordlicht Shipping',
      },
      survey: {
        started_on: '2026-10-01',
        finished_on: '2026-10-03',
        location: 'Rotterdam',
        surveyor: 'Dana Expert',
      },
      texts: { introduction: 'Initial survey per MEPC.379(80).' },
      laboratories: [{ name: 'Hanse Lab', accreditation: 'ISO/IEC 17025' }],
      analysis: [{ hazmat: 'asb', method: 'PLM', standard: 'ISO 22262-1' }],
    };
    const saved = await call(expert, 'PUT', url, data);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(reader, 'GET', url)).json();
    expect(read.data).toMatchObject(data);
    expect(read.updated_at).not.toBeNull();
  });
});
