import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld } from '../../../test/crew-world.ts';
import { auth, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { planPdf, planPng } from '../../../test/plan-files.ts';
import { attachments, signatures } from '../../db/schema/index.ts';

describe("the project's signatures and attachments", () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let projectId = '';

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await createCrewWorld(t);
    ({ expert, reader, stranger } = world);
    projectId = world.ship.id;
  });
  afterAll(() => t.close());

  const put = (url: string, body: Buffer, type: string, user = expert) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${url}`,
      payload: body,
      headers: { ...auth(user), 'content-type': type },
    });

  it('refuses bad signatures and attachments with 400, others with their access status; nothing is written', async () => {
    for (const body of [
      { target: 'witness', person_name: 'Jan Smit' },
      { target: 'approval', person_name: '' },
      { target: 'approval', person_name: 'Jan Smit', date: '2026-02-30' },
      { target: 'approval', person_name: 'Jan Smit', colour: 'blue' },
    ])
      expect(
        (await call(expert, 'POST', `/ihm/projects/${projectId}/signatures`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    for (const body of [
      { type: 'invoice', title: 'Lab report' },
      { type: 'lab_results', title: '' },
      { type: 'lab_results', title: 'Lab report', related_hazmats: ['asbestos'] },
    ])
      expect(
        (await call(expert, 'POST', `/ihm/projects/${projectId}/attachments`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    const valid = { target: 'approval', person_name: 'Jan Smit' };
    expect((await call(reader, 'POST', `/ihm/projects/${projectId}/signatures`, valid)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/ihm/projects/${projectId}/signatures`, valid)).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(signatures)).toEqual([]);
    expect(await t.db.select().from(attachments)).toEqual([]);
  });

  it('signs for preparation and approval with a drawn image; the image comes through its signed link', async () => {
    const prepared = (
      await call(expert, 'POST', `/ihm/projects/${projectId}/signatures`, {
        target: 'preparation',
        person_name: 'Anna Berg',
        person_role: 'IHM expert',
        location: 'Hamburg',
        date: '2026-11-20',
      })
    ).json();
    expect(prepared).toMatchObject({ target: 'preparation', index: 0, image: { full_url: null } });
    const approved = (
      await call(expert, 'POST', `/ihm/projects/${projectId}/signatures`, {
        target: 'approval',
        person_name: 'Jan Smit',
      })
    ).json();
    expect(approved.index).toBe(1);
    expect(
      (await put(`/ihm/signatures/${prepared.id}/file`, Buffer.from('not an image'), 'image/png')).statusCode,
    ).toBe(400);
    expect(
      (await put(`/ihm/signatures/${prepared.id}/file`, await planPng(300, 100), 'image/png', reader))
        .statusCode,
    ).toBe(403);
    const drawn = await put(`/ihm/signatures/${prepared.id}/file`, await planPng(300, 100), 'image/png');
    expect(drawn.statusCode, drawn.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: drawn.json().image.full_url });
    expect(image.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${drawn.json().image.full_url}0` })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(expert, 'POST', `/ihm/projects/${projectId}/signatures/reorder`, {
          ids: [approved.id, prepared.id],
        })
      ).statusCode,
    ).toBe(204);
    const listed = (await call(reader, 'GET', `/ihm/projects/${projectId}/signatures`)).json();
    expect(listed.map((row: { person_name: string }) => row.person_name)).toEqual(['Jan Smit', 'Anna Berg']);
    expect(
      (await call(expert, 'PATCH', `/ihm/signatures/${approved.id}`, { enabled: false })).json().enabled,
    ).toBe(false);
    expect((await call(stranger, 'GET', `/ihm/projects/${projectId}/signatures`)).statusCode).toBe(404);
  });

  it('attaches a lab report with its file; the file downloads through its signed link', async () => {
    const report = (
      await call(expert, 'POST', `/ihm/projects/${projectId}/attachments`, {
        type: 'lab_results',
        title: 'Laboratory report 2026-114',
        related_hazmats: ['asb', 'lead', 'asb'],
      })
    ).json();
    expect(report).toMatchObject({ type: 'lab_results', related_hazmats: ['asb', 'lead'], file_url: null });
    expect(
      (await put(`/ihm/attachments/${report.id}/file`, Buffer.from('<html>'), 'text/html')).statusCode,
    ).toBe(400);
    const filed = await put(
      `/ihm/attachments/${report.id}/file?filename=lab-report.pdf`,
      planPdf('Lab report'),
      'application/pdf',
    );
    expect(filed.json()).toMatchObject({ filename: 'lab-report.pdf', file_type: 'application/pdf' });
    const file = await t.app.inject({ method: 'GET', url: filed.json().file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(expert, 'PATCH', `/ihm/attachments/${report.id}`, { type: 'vscp' })).json().type).toBe(
      'vscp',
    );
    expect((await call(expert, 'PATCH', `/ihm/attachments/${report.id}`, {})).statusCode).toBe(400);
    expect((await call(reader, 'GET', `/ihm/projects/${projectId}/attachments`)).json()).toHaveLength(1);
  });
});
