import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyedShip, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { generatedReports } from '../../db/schema/index.ts';
import { XlsxZip } from '../imports/formats/xlsx-zip.ts';
import { checkPhotoJob } from '../survey/check-photo.job.ts';
import { readPdf } from './pdf/pdf-reading.fixture.ts';
import { reportJob } from './report.job.ts';
import { reportKeys } from './report-keys.ts';
import { MESSAGES } from './report-request.ts';

describe('reports of a project: requested, generated in the background, versioned by content', () => {
  let t: TestApp;
  let call: ApiCall;
  let ok: ReturnType<typeof succeeding>;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let projectId = '';
  let checkId = '';

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    ok = succeeding(call);
    const world = await createSurveyedShip(t, { type: 'sample', name: 'Pipe lagging' });
    ({ expert, reader, stranger, checkId } = world);
    projectId = world.ship.id;
    await ok(expert, 'POST', `/ihm/checks/${checkId}/results`, { hazmat: 'asb', contamination: 'yes' });
  });
  afterAll(() => t.close());

  const request = (body: object, user = expert) => call(user, 'POST', `/projects/${projectId}/reports`, body);
  const generate = () => t.deps.jobs.workOff(reportJob, { ignoreStartAfter: true });
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace(t.deps.config.apiPath, '/api') });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  it('says which templates the project cannot have yet, and why', async () => {
    const res = await call(reader, 'GET', `/projects/${projectId}/report-templates`);
    expect(res.statusCode, res.body).toBe(200);
    const byType = Object.fromEntries(res.json().templates.map((tpl: { type: string }) => [tpl.type, tpl]));
    expect(byType.ihm).toMatchObject({
      available: false,
      unavailable_reason: MESSAGES.noSurveyData,
      variants: ['a', 'b', 'ab', 'aeu', 'beu', 'abeu'],
    });
    expect(byType.ihmmaint).toMatchObject({
      available: false,
      unavailable_reason: MESSAGES.noVessel,
      has_period: true,
    });
    expect((await call(stranger, 'GET', `/projects/${projectId}/report-templates`)).statusCode).toBe(404);
  });

  it('refuses what cannot be made with a clear 400 (no job, no version), and others by their access', async () => {
    for (const [body, message] of [
      [{ type: 'ihm', variant: 'ab' }, MESSAGES.noSurveyData],
      [{ type: 'ihmmaint', variant: 'ab' }, MESSAGES.noVessel],
      [{ type: 'ihm', template: 'ihm-part9' }, "Unknown report template 'ihm-part9' for type ihm"],
      [{ type: 'ihm', template: 'emission' }, "Unknown report template 'emission' for type ihm"],
      [{ type: 'ihm', period_from: '2026-01-01' }, MESSAGES.periodNotTaken],
    ] as const) {
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    for (const body of [
      { type: 'ihm', variant: 'c' },
      { type: 'report' },
      { type: 'ihmmaint', period_from: '2026-05-01', period_to: '2026-04-01' },
      { type: 'ihmmaint', period_from: '2026-02-30' },
      { type: 'ihm', with_photos: 'yes' },
      { type: 'ihm', colour: 'red' },
    ]) {
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await request({ type: 'ihm' }, reader)).statusCode).toBe(403);
    expect((await request({ type: 'ihm' }, stranger)).statusCode).toBe(404);
    expect(await t.db.select().from(generatedReports)).toEqual([]);
    expect(await generate()).toBe(0);
  });

  it('makes an ab Part I in the background: requested, then success with its PDF', async () => {
    await ok(expert, 'PUT', `/ihm/projects/${projectId}/vessel-survey`, {
      general: { report_number: 'IHM-114' },
      ship: { name: 'MV Nordlicht', imo_number: '9300001', flag: 'Malta' },
    });
    const res = await request({ type: 'ihm', variant: 'ab' });
    expect(res.statusCode, res.body).toBe(201);
    const { report, reused } = res.json();
    expect(reused).toBe(false);
    expect(report).toMatchObject({
      status: 'requested',
      version: 1,
      namespace: 'ihm-part1/ab',
      files: [],
      template_name: 'IHM Part I (MEPC.379(80))',
    });
    expect(report.project_content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await generate()).toBe(1);
    const done = await ok(reader, 'GET', `/reports/${report.id}`);
    expect(done).toMatchObject({
      status: 'success',
      progress: 1,
      error: null,
      files: [{ kind: 'pdf', file_name: 'MV_Nordlicht-ihm-ab-v1.pdf' }],
    });
    const pdf = await download(done.files[0].url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).pages.join('\n');
    for (const expected of [
      'I-1 Paints and coating systems',
      'I-2 Equipment and machinery',
      'I-3 Structure and hull',
      'Pipe lagging',
      'Asbestos (Table A)',
      'MV Nordlicht',
      '9300001',
    ])
      expect(text).toContain(expected);
    const list = await ok(reader, 'GET', `/projects/${projectId}/reports`);
    expect(list).toMatchObject({ total_elements: 1, project_content_hash: report.project_content_hash });
  });

  it('asking again without changes gives the same version; a changed result makes version 2, and 1 stays', async () => {
    const again = await request({ type: 'ihm', variant: 'ab' });
    expect(again.statusCode).toBe(200);
    const first = again.json().report;
    expect(again.json()).toMatchObject({ reused: true, report: { version: 1, status: 'success' } });
    expect(await generate()).toBe(0);

    const [result] = (await ok(reader, 'GET', `/ihm/checks/${checkId}/results`)) as { id: string }[];
    await ok(expert, 'PATCH', `/ihm/results/${result?.id}`, { contamination: 'maybe' });
    const changed = await request({ type: 'ihm', variant: 'ab' });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().report).toMatchObject({ version: 2, status: 'requested' });
    expect(changed.json().report.project_content_hash).not.toBe(first.project_content_hash);
    await generate();
    const second = await ok(reader, 'GET', `/reports/${changed.json().report.id}`);
    expect((await readPdf((await download(second.files[0].url)).rawPayload)).pages.join(' ')).toContain(
      'PCHM',
    );
    const old = await ok(reader, 'GET', `/reports/${first.id}`);
    await download(old.files[0].url);
    // Another variant counts its own versions.
    const euOnly = await request({ type: 'ihm', variant: 'aeu' });
    expect(euOnly.json().report).toMatchObject({ version: 1, namespace: 'ihm-part1/aeu' });
    await generate();
  });

  it('a generation that throws ends as failure with its reason, and the next request tries again', async () => {
    await ok(expert, 'PUT', `/ihm/projects/${projectId}/vessel-survey`, {
      ship: { name: 'MV Nordlicht II' },
    });
    const res = await request({ type: 'ihm', variant: 'b' });
    const id = res.json().report.id as string;
    await t.deps.files.delete(reportKeys.content(id));
    await generate();
    const failed = await ok(reader, 'GET', `/reports/${id}`);
    expect(failed).toMatchObject({
      status: 'failure',
      files: [],
      error: 'The report could not be generated: The content of the report is missing',
    });
    const retried = await request({ type: 'ihm', variant: 'b' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().report.version).toBe(2);
  });

  it('with photos: a zip of the PDF and the original photos, named after their check', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/ihm/checks/${checkId}/images`,
      payload: photo,
      headers: { authorization: `Bearer ${expert.token}`, 'content-type': 'image/jpeg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await t.deps.jobs.workOff(checkPhotoJob);
    const res = await request({ type: 'ihm', variant: 'ab', with_photos: true });
    expect(res.json().report).toMatchObject({ namespace: 'ihm-part1/ab/photos', version: 1 });
    await generate();
    const done = await ok(reader, 'GET', `/reports/${res.json().report.id}`);
    expect(done.files.map((f: { kind: string }) => f.kind)).toEqual(['pdf', 'zip']);
    const zipped = await download(done.files[1].url);
    expect(zipped.headers['content-disposition']).toContain('.zip');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'report-zip-')), 'report.zip');
    await writeFile(file, zipped.rawPayload);
    const zip = await XlsxZip.open(file, 50_000_000, 1_000_000);
    expect(zip.has(done.files[0].file_name)).toBe(true);
    expect(zip.has('photos/S-1_Pipe_lagging_1.jpg')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of zip.read('photos/S-1_Pipe_lagging_1.jpg')) chunks.push(chunk);
    const original = Buffer.concat(chunks);
    expect(original.equals(photo)).toBe(true);
  });

  it('serves files only through an intact, unexpired link of a finished version', async () => {
    const list = await ok(reader, 'GET', `/projects/${projectId}/reports?type=ihm&limit=100`);
    const done = list.content.find((r: { status: string }) => r.status === 'success');
    const url = (done.files[0].url as string).replace(t.deps.config.apiPath, '/api');
    const forged = await t.app.inject({
      method: 'GET',
      url: url.replace(/signature=[^&]+/, 'signature=abc'),
    });
    expect(forged.statusCode).toBe(403);
    const otherKind = await t.app.inject({ method: 'GET', url: url.replace('/files/pdf', '/files/zip') });
    expect(otherKind.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: url.replace('/files/pdf', '/files/exe') });
    expect(bad.statusCode).toBe(400);
    expect((await call(stranger, 'GET', `/reports/${done.id}`)).statusCode).toBe(404);
    expect((await call(reader, 'GET', '/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(reader, 'GET', '/reports/nope')).statusCode).toBe(400);
  });
});
