import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyedShip, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readPdf } from './pdf/pdf-reading.fixture.ts';
import { reportJob } from './report.job.ts';

describe('maintenance and emission reports of a ship with crew inventory', () => {
  let t: TestApp;
  let call: ApiCall;
  let ok: ReturnType<typeof succeeding>;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let projectId = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    ok = succeeding(call);
    const world = await createSurveyedShip(t, { type: 'visual', name: 'Hull paint' });
    ({ expert, crew } = world);
    projectId = world.ship.id;
    const vessel = await ok(expert, 'POST', `/ihm/maint/companies/${world.bucketId}/vessels`, {
      name: 'MV Nordlicht',
      project_id: projectId,
    });
    await ok(expert, 'POST', `/ihm/maint/companies/${world.bucketId}/purchase-orders`, {
      vessel_id: vessel.id,
      order_number: 'PO-HAZ',
      status: 'sent_to_vessel',
      items: [
        { article_description: 'Asbestos rope', quantity_ordered: 3 },
        { article_description: 'Steel bolts', quantity_ordered: 10 },
      ],
    });
    const list = await call(expert, 'GET', `/ihm/maint/companies/${world.bucketId}/purchase-order-items`);
    for (const item of list.json().content as { id: string; display_name: string }[])
      ids[item.display_name.startsWith('Asbestos') ? 'rope' : 'bolts'] = item.id;
    const item = (id: string, path: string, body: object, user = crew) =>
      ok(user, 'POST', `/ihm/maint/purchase-order-items/${id}/${path}`, body);
    await item(ids.rope as string, 'check-results', { hazmat: 'asb', contamination: 'yes' }, expert);
    for (const id of [ids.rope, ids.bolts] as string[]) {
      await item(id, 'receive-delivery', {
        receiving_status: 'Received',
        quantity_received: id === ids.rope ? 3 : 10,
      });
      await item(id, 'store', {
        quantity: 2,
        deckplan_id: world.planId,
        x: 100,
        y: 50,
        location: 'Bosun store',
      });
    }
    const { storages } = await ok(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.rope}/inventory`);
    await item(ids.rope as string, 'remove', { quantity: 1, from_storage_id: storages[0].id });
  });
  afterAll(() => t.close());

  const request = (body: object) => call(expert, 'POST', `/projects/${projectId}/reports`, body);
  const generated = async (body: object) => {
    const res = await request(body);
    expect(res.statusCode, res.body).toBe(201);
    await t.deps.jobs.workOff(reportJob, { ignoreStartAfter: true });
    const report = await ok(expert, 'GET', `/reports/${res.json().report.id}`);
    expect(report.status, report.error).toBe('success');
    const pdf = await t.app.inject({
      method: 'GET',
      url: report.files[0].url.replace(t.deps.config.apiPath, '/api'),
    });
    return { report, text: (await readPdf(pdf.rawPayload)).pages.join('\n') };
  };

  it('ihmmaint: the items brought aboard with hazardous materials, where they went, and Part I updated', async () => {
    const { report, text } = await generated({ type: 'ihmmaint', variant: 'ab' });
    expect(report).toMatchObject({
      version: 1,
      namespace: 'ihm-maintenance/ab/start..now',
      template_name: 'IHM maintenance',
    });
    expect(text).toContain('Asbestos rope');
    expect(text).not.toContain('Steel bolts');
    expect(text).toContain('Bosun store');
    expect(text).toContain('I-2 Equipment and machinery');
    const again = await request({ type: 'ihmmaint', variant: 'ab' });
    expect(again.json()).toMatchObject({ reused: true, report: { version: 1 } });
  });

  it('ihmmaint: a crew change makes the next version; a period before anything happened lists no item', async () => {
    const { storages } = await ok(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.rope}/inventory`);
    await ok(crew, 'POST', `/ihm/maint/purchase-order-items/${ids.rope}/remove`, {
      quantity: 1,
      from_storage_id: storages[0].id,
    });
    const next = await request({ type: 'ihmmaint', variant: 'ab' });
    expect(next.json()).toMatchObject({ reused: false, report: { version: 2 } });
    await t.deps.jobs.workOff(reportJob, { ignoreStartAfter: true });
    const { text } = await generated({
      type: 'ihmmaint',
      variant: 'ab',
      period_from: '2001-01-01',
      period_to: '2001-12-31',
    });
    // The items of the period: none; Part I as it stands still lists the rope on board.
    const [items, partOne] = text.split('I-1 Paints and coating systems');
    expect(items).not.toContain('Asbestos rope');
    expect(partOne).toContain('Asbestos rope');
    expect(text).toContain('2001-01-01');
  });

  it('emission: what left the ship, per material; a Table B report has nothing of asbestos', async () => {
    const { text } = await generated({ type: 'emission', variant: 'ab' });
    expect(text).toContain('Asbestos');
    expect(text).toContain('Asbestos rope');
    const tableB = await generated({ type: 'emission', variant: 'b' });
    expect(tableB.text).not.toContain('Asbestos rope');
  });
});
