import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyedShip } from '../../../test/crew-world.ts';
import { auth, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { planPdf } from '../../../test/plan-files.ts';
import { checkResolutions } from '../../db/schema/index.ts';

/** A multipart body by hand: text fields and an optional file part. */
function form(
  fields: Record<string, string>,
  file?: { name: string; field?: string; data: Buffer; type: string },
) {
  const boundary = '----keelson-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'dischargeReceipt'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('resolutions of checks: removed or not, when, remarks, discharge receipt', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let checkId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createSurveyedShip(t, { type: 'sample', name: 'Lagging' });
    ({ expert, reader, stranger, checkId } = world);
  });
  afterAll(() => t.close());

  const send = (
    body: ReturnType<typeof form>,
    user = expert,
    method: 'POST' | 'PATCH' = 'POST',
    url = `/api/ihm/checks/${checkId}/resolutions`,
  ) => t.app.inject({ method, url, payload: body.payload, headers: { ...auth(user), ...body.headers } });

  it('refuses bad forms with the field, and others with their access status; nothing is written', async () => {
    const pdf = { name: 'receipt.pdf', data: planPdf('Receipt'), type: 'application/pdf' };
    const cases: [ReturnType<typeof form>, string][] = [
      [form({ removed: 'maybe' }), '/removed'],
      [form({}), '/removed'],
      [form({ removed: 'true', removedAt: '2026-02-30T10:00:00Z' }), '/removedAt'],
      [form({ removed: 'true', colour: 'red' }), ''],
      [form({ removed: 'true' }, { ...pdf, data: Buffer.from('not a receipt') }), '/dischargeReceipt'],
      [form({ removed: 'true' }, { ...pdf, field: 'photo' }), '/photo'],
    ];
    for (const [body, path] of cases) {
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(path);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/ihm/checks/${checkId}/resolutions`,
      payload: { removed: 'true' },
      headers: auth(expert),
    });
    expect(json.statusCode).toBe(400);
    const truncated = form({ removed: 'true' }, pdf);
    const cut = await send({
      ...truncated,
      payload: truncated.payload.subarray(0, truncated.payload.length - 40),
    });
    expect(cut.statusCode, cut.body).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode, cut.body).toBeLessThan(500);
    const twoFiles = form({ removed: 'true' }, pdf);
    const doubled = Buffer.concat([
      twoFiles.payload.subarray(0, twoFiles.payload.indexOf('------keelson-test-boundary--')),
      form({}, pdf).payload.subarray(form({}, pdf).payload.indexOf('------keelson-test-boundary')),
    ]);
    const many = await send({ ...twoFiles, payload: doubled });
    expect(many.statusCode, many.body).toBeGreaterThanOrEqual(400);
    expect(many.statusCode, many.body).toBeLessThan(500);
    expect((await send(form({ removed: 'true' }), reader)).statusCode).toBe(403);
    expect((await send(form({ removed: 'true' }), stranger)).statusCode).toBe(404);
    expect(await t.db.select().from(checkResolutions)).toEqual([]);
  });

  it('records the removal with its receipt; the receipt downloads through its signed link; a correction replaces it', async () => {
    const res = await send(
      form(
        { removed: 'true', removedAt: '2026-11-20T08:00:00Z', remarks: 'Removed by a licensed contractor' },
        { name: 'receipt.pdf', data: planPdf('Receipt'), type: 'application/pdf' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const resolution = res.json();
    expect(resolution).toMatchObject({
      checkId,
      removed: true,
      removedAt: '2026-11-20T08:00:00.000Z',
      remarks: 'Removed by a licensed contractor',
      dischargeReceiptFilename: 'receipt.pdf',
    });
    const download = await t.app.inject({ method: 'GET', url: resolution.dischargeReceiptDownloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: `${resolution.dischargeReceiptDownloadUrl}x` })).statusCode,
    ).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/ihm/checks/${checkId}/resolutions`,
      headers: auth(reader),
    });
    expect(listed.json()).toHaveLength(1);
    const corrected = await send(
      form({ removed: 'false', remarks: 'Still on board: encapsulated' }),
      expert,
      'PATCH',
      `/api/ihm/checks/${checkId}/resolutions/${resolution.id}`,
    );
    expect(corrected.json()).toMatchObject({
      removed: false,
      removedAt: null,
      dischargeReceiptFilename: 'receipt.pdf',
    });
  });
});
