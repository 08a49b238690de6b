import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/factories.ts';
import { countingApp } from '../../../test/query-counter.ts';
import { documentReuses } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld, otherCompanyDocument, PDF } from './documents.fixture.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Reuse = { id: string; reusage_decision: string | null; type: string; [key: string]: unknown };

describe('the document-reuse list of a company', () => {
  let w: DocumentsWorld;
  const url = (query = '') => `/ihm/maint/companies/${w.bucketId}/document-reuses${query}`;
  const list = async (query = '', user = w.crew) => {
    const res = await w.call(user, 'GET', url(query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { content: Reuse[]; page: number; size: number; total_elements: number };
  };
  const reuseIds: Record<string, string> = {};

  beforeAll(async () => {
    w = await documentsWorld();
    const { t, upload, expert, bucketId, ids, call } = w;
    const doc = async (type: 'md' | 'sdoc') =>
      (
        await upload(
          expert,
          `/ihm/maint/companies/${bucketId}/documents?type=${type}&filename=${type}.pdf`,
          PDF,
        )
      ).json().id as string;
    const md = await doc('md');
    const sdoc = await doc('sdoc');
    ids.md = md;
    ids.ferry = (
      await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/vessels`, { name: 'MV Ferry' })
    ).json().id;
    const start = Date.UTC(2026, 0, 1);
    const rows = [
      { key: 'oldest', documentId: md, type: 'md', vesselId: ids.vessel, decision: 'SUPPLIER_APPROVED' },
      { key: 'undecided', documentId: md, type: 'md', vesselId: ids.ferry, decision: null },
      { key: 'sdoc', documentId: sdoc, type: 'sdoc', vesselId: ids.vessel, decision: 'EXPERT_REJECTED' },
      { key: 'newest', documentId: sdoc, type: 'sdoc', vesselId: null, decision: 'EXPERT_APPROVED' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      const [inserted] = await t.db
        .insert(documentReuses)
        .values({
          documentId: row.documentId,
          type: row.type,
          vesselId: row.vesselId,
          articleId: row.key === 'oldest' ? ids.gasket : null,
          reusageDecision: row.decision,
          createdAt: new Date(start + index * 60_000),
        })
        .returning();
      reuseIds[row.key] = inserted?.id as string;
    }
    // Another company's reuse never shows.
    const foreign = await otherCompanyDocument(w);
    await t.db.insert(documentReuses).values({ documentId: foreign.id, type: 'md' });
  });
  afterAll(() => w.t.close());

  it('pages newest first with the total; relations only when included', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 0, size: 50, total_elements: 4 });
    expect(page.content.map((r) => r.id)).toEqual(
      ['newest', 'sdoc', 'undecided', 'oldest'].map((key) => reuseIds[key]),
    );
    expect(page.content[0]).not.toHaveProperty('document');
    expect(page.content[0]).not.toHaveProperty('vessel');
    const full = await list('?include=document,vessel,article&size=100');
    expect(full.size).toBe(100);
    const oldest = full.content.at(-1) as Reuse;
    expect(oldest).toMatchObject({
      type: 'md',
      reusage_decision: 'SUPPLIER_APPROVED',
      vessel: { name: 'MV Nordlicht' },
      article: { name: 'Gasket sheet, non-asbestos' },
      document: { id: w.ids.md, type: 'md', filename: 'md.pdf' },
    });
    expect((oldest.document as { download_url: string }).download_url).toMatch(
      /\/file\?expires=\d+&signature=/,
    );
    expect(full.content[0]).toMatchObject({ vessel: null, article: null });
    const past = await list('?page=2');
    expect(past).toMatchObject({ content: [], total_elements: 4, page: 2 });
  });

  it('filters by decision (undecided is null), type and vessel', async () => {
    const ids = async (query: string) => (await list(query)).content.map((r) => r.id);
    expect(await ids('?reusage_decision=undecided')).toEqual([reuseIds.undecided]);
    expect(await ids('?reusage_decision=EXPERT_REJECTED')).toEqual([reuseIds.sdoc]);
    expect(await ids('?type=md')).toEqual([reuseIds.undecided, reuseIds.oldest]);
    expect(await ids(`?vessel_id=${w.ids.vessel}`)).toEqual([reuseIds.sdoc, reuseIds.oldest]);
    expect(await ids(`?vessel_id=${w.ids.vessel}&type=md&reusage_decision=SUPPLIER_APPROVED`)).toEqual([
      reuseIds.oldest,
    ]);
    expect((await list(`?vessel_id=${UNKNOWN}`)).total_elements).toBe(0);
  });

  it('refuses bad queries, strangers and the signed-out', async () => {
    const { call, expert, stranger } = w;
    for (const query of [
      '?size=10',
      '?size=200',
      '?page=-1',
      '?reusage_decision=MAYBE',
      '?type=other',
      '?vessel_id=x',
      '?include=supplier',
    ]) {
      const res = await call(expert, 'GET', url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await call(stranger, 'GET', url())).statusCode).toBe(404);
    expect((await call(null, 'GET', url())).statusCode).toBe(401);
    expect((await call(expert, 'GET', `/ihm/maint/companies/${UNKNOWN}/document-reuses`)).statusCode).toBe(
      404,
    );
  });

  it('a page with its relations and total is ONE query besides the session and the access check', async () => {
    const counting = await countingApp(w.t);
    const res = await counting.app.inject({
      method: 'GET',
      url: `/api${url(`?include=document,vessel,article&type=md&vessel_id=${w.ids.vessel}`)}`,
      headers: auth(w.crew),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total_elements).toBe(1);
    await counting.app.close();
    expect(counting.queries.filter((query) => query.includes('"document_reuses"'))).toHaveLength(1);
  });
});
