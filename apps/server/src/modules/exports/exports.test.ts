import { PassThrough, Readable } from 'node:stream';
import { EXPORT_FILE_TYPES } from '@keelson/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { countingApp } from '../../../test/query-counter.ts';
import { PDF } from '../documents/documents.fixture.ts';
import { readImportRows } from '../imports/formats/index.ts';
import { writeItemsExport } from './export.service.ts';
import { type ReadRow, readExport } from './exports.test-support.ts';

type ListItem = {
  id: string;
  display_name: string;
  extid: string | null;
  quantity_ordered: number | null;
  evaluation: { review_status?: string } | null;
  order?: { order_number: string | null; extid: string | null };
  vessel?: { name: string } | null;
  selected_category?: { name: string } | null;
  check_results?: { hazmat: string; contamination: string | null }[];
};

/**
 * The export is the list: for every file type, the same items in the same order as the orders list
 * pages through with the same filters, and the import reads it back.
 */
describe('order-item exports', () => {
  let t: TestApp;
  let call: ApiCall;
  let world: Awaited<ReturnType<typeof createCrewWorld>>;
  const ids: Record<string, string> = {};

  const base = () => `/ihm/maint/companies/${world.bucketId}/purchase-order-items`;
  const post = async (user: FactoryUser, url: string, body: object) => {
    const res = await call(user, 'POST', url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: string };
  };

  /** Every page of the list, as the screen would page through it. */
  const listAll = async (user: FactoryUser, query: string) => {
    const items: ListItem[] = [];
    for (let page = 0; ; page++) {
      const res = await call(
        user,
        'GET',
        `${base()}?${query}&size=50&page=${page}&include=article,order,vessel,selected_category,check_results`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { content: ListItem[]; total_elements: number };
      items.push(...body.content);
      if (items.length >= body.total_elements || body.content.length === 0) return items;
    }
  };

  const exportOf = async (user: FactoryUser | null, query: string) =>
    call(user, 'GET', `${base()}/export?${query}`);

  /** What the export must say of a list item, as text. */
  const expected = (item: ListItem): ReadRow => {
    const row: ReadRow = { 'item.id': item.id, 'item.display_name': item.display_name };
    if (item.extid) row['purchase_order_item.extid'] = item.extid;
    if (item.quantity_ordered !== null)
      row['purchase_order_item.quantity_ordered'] = String(item.quantity_ordered);
    if (item.order?.order_number) row['purchase_order.order_number'] = item.order.order_number;
    if (item.vessel) row['vessel.name'] = item.vessel.name;
    if (item.selected_category) row['category.name'] = item.selected_category.name;
    if (item.evaluation?.review_status) row['evaluation.review_status'] = item.evaluation.review_status;
    if (item.check_results?.length)
      row.check_results = item.check_results.map((c) => `${c.hazmat}=${c.contamination}`).join('; ');
    return row;
  };
  const compared = (row: ReadRow, like: ReadRow) =>
    Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    world = await createCrewWorld(t, { ships: 2 });
    const company = `/ihm/maint/companies/${world.bucketId}`;
    const [nordlicht, aurora] = world.projects;
    ids.nordlicht = (
      await post(world.expert, `${company}/vessels`, {
        name: 'MV Nordlicht',
        imo: '9074729',
        project_id: nordlicht?.id,
      })
    ).id;
    ids.aurora = (
      await post(world.expert, `${company}/vessels`, {
        name: 'MV Aurora',
        imo: '9300001',
        project_id: aurora?.id,
      })
    ).id;
    ids.category = (
      await post(world.expert, `${company}/categories`, { name: 'Gaskets', relevancy: 'relevant' })
    ).id;
    ids.supplier = (
      await post(world.expert, `${company}/suppliers`, {
        name: 'Hanse Marine',
        extid: 'S-1',
        contact_emails: ['a@hanse.example'],
      })
    ).id;
    for (const [vessel, number, descriptions] of [
      ['nordlicht', 'PO-1', ['Gasket sheet', 'Paint <red> & "white"', 'Gasket ring']],
      ['aurora', 'PO-2', ['Gasket tape', 'Cable tray']],
      ['nordlicht', 'PO-3', ['Coffee', 'Gasket cord']],
    ] as const) {
      await post(world.expert, `${company}/purchase-orders`, {
        vessel_id: ids[vessel],
        extid: `X-${number}`,
        order_number: number,
        ordered_at: '2026-03-18T10:00:00.000Z',
        items: descriptions.map((text, i) => ({
          extid: `X-${number}-${i + 1}`,
          article_description: text,
          supplier_id: ids.supplier,
          quantity_ordered: i + 1.5,
          quantity_unit: 'pcs',
        })),
      });
    }
    const all = await listAll(world.expert, 'all=1');
    const byName = (name: string) => all.find((item) => item.display_name.startsWith(name))?.id as string;
    ids.sheet = byName('Gasket sheet');
    ids.ring = byName('Gasket ring');
    await post(world.expert, `/ihm/maint/purchase-order-items/${ids.sheet}/categorize`, {
      category_id: ids.category,
    });
    await post(world.expert, `/ihm/maint/purchase-order-items/${ids.sheet}/check-results`, {
      hazmat: 'asb',
      contamination: 'no',
    });
    await post(world.expert, `/ihm/maint/purchase-order-items/${ids.sheet}/check-results`, {
      hazmat: 'lead',
      contamination: 'yes',
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api${company}/documents?type=md&filename=gasket-md.pdf`,
      payload: PDF,
      headers: { authorization: `Bearer ${world.expert.token}`, 'content-type': 'application/pdf' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    ids.md = upload.json().id;
    await post(world.expert, `/ihm/maint/purchase-order-items/${ids.ring}/select-document`, {
      type: 'md',
      document_id: ids.md,
    });
  });
  afterAll(() => t.close());

  for (const fileType of EXPORT_FILE_TYPES)
    it(`${fileType}: re-read, the export equals the list it came from (set filter and search)`, async () => {
      for (const query of ['all=1', 'set=expert_tasks&search=gasket', `vessel_id=${ids.nordlicht}`]) {
        const list = await listAll(world.expert, query);
        const res = await exportOf(world.expert, `${query}&file_type=${fileType}`);
        expect(res.statusCode, res.body).toBe(200);
        const rows = await readExport(fileType, res.rawPayload);
        expect(rows.map((row) => row['item.id'])).toEqual(list.map((item) => item.id));
        expect(rows.map((row, i) => compared(row, expected(list[i] as ListItem)))).toEqual(
          list.map(expected),
        );
      }
    });

  it('names the file by the company and the day, and the three types say the same', async () => {
    const rows: Record<string, ReadRow[]> = {};
    for (const fileType of EXPORT_FILE_TYPES) {
      const res = await exportOf(world.expert, `file_type=${fileType}`);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="orders-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.(xlsx|jsonl|xml)"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      rows[fileType] = await readExport(fileType, res.rawPayload);
    }
    expect(rows.jsonlines).toEqual(rows.xml);
    // The spreadsheet's dates are date cells: read back they are the same instants.
    expect(rows.spreadsheet).toEqual(rows.jsonlines);
    const sheet = rows.jsonlines?.find((row) => row['item.id'] === ids.sheet);
    expect(sheet).toMatchObject({
      'vessel.imo_number': '9074729',
      'supplier.extid': 'S-1',
      'supplier.contact_email': 'a@hanse.example',
      'purchase_order.status': 'ordered',
      'purchase_order.ordered_at': '2026-03-18T10:00:00.000Z',
      'category.relevancy': 'relevant',
      check_results: 'asb=no; lead=yes',
      'evaluation.contaminations': expect.stringContaining('lead='),
    });
    const ring = rows.jsonlines?.find((row) => row['item.id'] === ids.ring);
    expect(ring).toMatchObject({ 'md_document.id': ids.md, 'md_document.filename': 'gasket-md.pdf' });
    expect(rows.xml?.some((row) => row['item.display_name'] === 'Paint <red> & "white"')).toBe(true);
  });

  for (const fileType of EXPORT_FILE_TYPES)
    it(`${fileType}: our import reads the export back, row for row, noting the read-only columns once`, async () => {
      const res = await exportOf(world.expert, `file_type=${fileType}`);
      const list = await listAll(world.expert, 'all=1');
      const extids: unknown[] = [];
      const problems: string[] = [];
      for await (const entry of readImportRows(Readable.from([res.rawPayload]), { fileType, source: null })) {
        if ('records' in entry)
          extids.push(entry.records.find((r) => r.entity === 'purchase_order_item')?.fields.extid);
        else problems.push(entry.message);
      }
      expect(extids).toEqual(list.map((item) => item.extid));
      expect(problems.filter((message) => !/^Unknown column '.+' \(not read\)$/.test(message))).toEqual([]);
      expect(problems).toContain("Unknown column 'check_results' (not read)");
    });

  it("holds only the crew's vessels for the crew", async () => {
    const list = await listAll(world.crew, 'all=1');
    expect(list.length).toBe(5);
    const res = await exportOf(world.crew, 'file_type=jsonlines');
    expect(res.statusCode).toBe(200);
    const rows = await readExport('jsonlines', res.rawPayload);
    expect(rows.map((row) => row['item.id'])).toEqual(list.map((item) => item.id));
    expect(new Set(rows.map((row) => row['vessel.name']))).toEqual(new Set(['MV Nordlicht']));
    const other = await exportOf(world.crew, `vessel_id=${ids.aurora}&file_type=xml`);
    expect(await readExport('xml', other.rawPayload)).toEqual([]);
  });

  it('refuses what the list refuses: 400 in the catalogue shape, 404 for a stranger, 401 without a session', async () => {
    for (const query of [
      'file_type=pdf',
      'search=gasket',
      'file_type=xml&set=everything',
      'file_type=xml&vessel_id=42',
    ]) {
      const res = await exportOf(world.expert, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', error: 'Invalid request' });
    }
    expect((await exportOf(world.stranger, 'file_type=xml')).statusCode).toBe(404);
    const strangers = await call(world.stranger, 'POST', `${base()}/export-links`, { file_type: 'xml' });
    expect(strangers.statusCode).toBe(404);
    expect((await exportOf(null, 'file_type=xml')).statusCode).toBe(401);
    expect((await call(null, 'POST', `${base()}/export-links`, { file_type: 'xml' })).statusCode).toBe(401);
  });

  it('a signed link downloads without the session, checks the access again, and only as signed and in time', async () => {
    const made = await call(world.crew, 'POST', `${base()}/export-links`, {
      file_type: 'jsonlines',
      search: 'gasket',
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json() as { url: string; file_name: string; expires_at: string };
    expect(link.file_name).toMatch(/^orders-.+\.jsonl$/);
    const byLink = await t.app.inject({ method: 'GET', url: link.url });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const bySession = await exportOf(world.crew, 'search=gasket&file_type=jsonlines');
    expect(byLink.body).toBe(bySession.body);
    expect(byLink.body).not.toContain('MV Aurora');

    for (const changed of [
      link.url.replace('search=gasket', 'search=paint'),
      link.url.replace(`user=${world.crew.id}`, `user=${world.expert.id}`),
      link.url.replace('file_type=jsonlines', 'file_type=xml'),
      link.url.replace(/signature=[^&]+/, 'signature=forged'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: changed });
      expect(res.statusCode, changed).toBe(403);
      expect(res.json().code).toBe('invalid_signature');
    }
    t.clock.advance(6 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(403);
  });

  it("a link made for one company does not open another's", async () => {
    const made = await call(
      world.stranger,
      'POST',
      `/ihm/maint/companies/${world.strangerBucketId}/purchase-order-items/export-links`,
      { file_type: 'xml' },
    );
    expect(made.statusCode, made.body).toBe(201);
    const moved = (made.json().url as string).replace(world.strangerBucketId, world.bucketId);
    expect((await t.app.inject({ method: 'GET', url: moved })).statusCode).toBe(403);
  });

  it('pages by (created_at, id) without gaps or repeats, also where items share a creation time', async () => {
    const list = await listAll(world.expert, 'all=1');
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeItemsExport(t.deps, {
      bucketId: world.bucketId,
      filters: {},
      access: { vesselIds: null },
      fileType: 'jsonlines',
      output,
      now: t.deps.now(),
      pageItems: 2,
    });
    const rows = await readExport('jsonlines', Buffer.concat(chunks));
    expect(rows.map((row) => row['item.id'])).toEqual(list.map((item) => item.id));
  });

  it('reads a constant number of queries whatever the number of items (no N+1)', async () => {
    const counting = await countingApp(t);
    try {
      const queriesOf = async (query: string) => {
        counting.queries.length = 0;
        const res = await counting.app.inject({
          method: 'GET',
          url: `/api${base()}/export?${query}`,
          headers: { authorization: `Bearer ${world.expert.token}` },
        });
        expect(res.statusCode).toBe(200);
        return counting.queries.length;
      };
      const few = await queriesOf('search=coffee&file_type=xml');
      const many = await queriesOf('file_type=xml');
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(6);
    } finally {
      await counting.app.close();
    }
  });
});
