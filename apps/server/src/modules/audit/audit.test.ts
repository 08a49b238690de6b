import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { retentionJob } from '../../jobs/retention-job.ts';
import { type DocumentsWorld, documentsWorld } from '../documents/documents.fixture.ts';

type Page = {
  content: {
    id: number;
    entity: string;
    action: string;
    actor: { kind: string; id: string | null; name: string };
    changes: {
      field: string;
      label: string;
      before: unknown;
      after: unknown;
      before_name: string | null;
      after_name: string | null;
    }[];
  }[];
  next_before: number | null;
};

describe('the History tabs and the company audit view', () => {
  let w: DocumentsWorld;
  let notRelevant: string;
  const history = (id: string) => `/ihm/maint/purchase-order-items/${id}/history`;
  const trail = (query = '') => `/ihm/maint/companies/${w.bucketId}/audit-entries${query}`;

  beforeAll(async () => {
    w = await documentsWorld();
    notRelevant = (
      await w.call(w.expert, 'POST', `/ihm/maint/companies/${w.bucketId}/categories`, {
        name: 'Provisions',
        relevancy: 'not_relevant',
      })
    ).json().id;
    // The world categorised the gasket as relevant; the expert changes their mind.
    const res = await w.call(
      w.expert,
      'POST',
      `/ihm/maint/purchase-order-items/${w.ids.gasketItem}/categorize`,
      {
        category_id: notRelevant,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => w.t.close());

  it("an item's History says who changed its category from what to what, newest first", async () => {
    const res = await w.call(w.expert, 'GET', history(w.ids.gasketItem));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.content[0]).toMatchObject({
      entity: 'order_item',
      action: 'changed',
      actor: { kind: 'user', id: w.expert.id },
      changes: [
        {
          field: 'selected_article_category_id',
          label: 'Category',
          before: w.ids.relevant,
          after: notRelevant,
          before_name: 'Gaskets and packings',
          after_name: 'Provisions',
        },
      ],
    });
    expect(page.content[0]?.actor.name).not.toBe('');
    expect(page.content.at(-1)).toMatchObject({ entity: 'order_item', action: 'created' });
    const ids = page.content.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('crew of the ship read the History too; strangers and unknown items are 404; bad paging is 400', async () => {
    expect((await w.call(w.crew, 'GET', history(w.ids.gasketItem))).statusCode).toBe(200);
    expect((await w.call(w.stranger, 'GET', history(w.ids.gasketItem))).statusCode).toBe(404);
    expect((await w.call(w.expert, 'GET', history('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
    for (const query of ['?limit=0', '?limit=101', '?before=-1', '?colour=red']) {
      expect((await w.call(w.expert, 'GET', history(w.ids.gasketItem) + query)).statusCode, query).toBe(400);
    }
  });

  it('pages by keyset: the next page starts where the last ended, without overlap', async () => {
    const first = (await w.call(w.expert, 'GET', trail('?limit=3'))).json() as Page;
    expect(first.content).toHaveLength(3);
    expect(first.next_before).toBe(first.content[2]?.id);
    const second = (
      await w.call(w.expert, 'GET', trail(`?limit=3&before=${first.next_before}`))
    ).json() as Page;
    expect(second.content[0]?.id).toBeLessThan(first.next_before as number);
    const all = (await w.call(w.expert, 'GET', trail('?limit=100'))).json() as Page;
    expect([...first.content, ...second.content].map((e) => e.id)).toEqual(
      all.content.slice(0, 6).map((e) => e.id),
    );
    expect(all.next_before).toBeNull();
  });

  it("the company's trail is for its managers, filtered by who, what and when", async () => {
    expect((await w.call(w.crew, 'GET', trail())).statusCode).toBe(403);
    expect((await w.call(w.stranger, 'GET', trail())).statusCode).toBe(404);
    const items = (await w.call(w.expert, 'GET', trail('?entity=order_item&limit=100'))).json() as Page;
    expect(items.content.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.content.map((e) => e.entity))).toEqual(new Set(['order_item']));
    const byExpert = (
      await w.call(w.expert, 'GET', trail(`?actor_kind=user&actor_id=${w.expert.id}`))
    ).json() as Page;
    expect(byExpert.content.every((e) => e.actor.id === w.expert.id)).toBe(true);
    expect(byExpert.content.length).toBeGreaterThan(0);
    const keys = await w.call(w.expert, 'GET', trail('?actor_kind=api_key'));
    expect(keys.statusCode, keys.body).toBe(200);
    expect((keys.json() as Page).content).toEqual([]);
    const today = w.t.deps.now().toISOString().slice(0, 10);
    const inPeriod = (
      await w.call(w.expert, 'GET', trail(`?from=${today}&to=${today}&limit=100`))
    ).json() as Page;
    expect(inPeriod.content.length).toBeGreaterThan(0);
    const nextYear = `${w.t.deps.now().getUTCFullYear() + 1}-01-01`;
    const later = await w.call(w.expert, 'GET', trail(`?from=${nextYear}`));
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as Page).content).toEqual([]);
    for (const query of ['?entity=spaceship', '?actor_kind=robot', '?from=2026-02-30', '?to=yesterday']) {
      const res = await w.call(w.expert, 'GET', trail(query));
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered trail as CSV (a line per change) and as JSON lines (the entries)', async () => {
    const csv = await w.call(w.expert, 'GET', `${trail('/export')}?entity=order_item&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename=".* audit \d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor_kind,actor,action,entity,entity_id,field,before,after');
    expect(lines).toContainEqual(
      expect.stringContaining(
        `"changed","order_item","${w.ids.gasketItem}","selected_article_category_id","Gaskets and packings","Provisions"`,
      ),
    );
    const jsonl = await w.call(w.expert, 'GET', `${trail('/export')}?entity=order_item&format=jsonlines`);
    const exported = jsonl.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const listed = (await w.call(w.expert, 'GET', trail('?entity=order_item&limit=100'))).json() as Page;
    expect(exported).toEqual(listed.content);
    expect((await w.call(w.crew, 'GET', `${trail('/export')}?format=csv`)).statusCode).toBe(403);
    expect((await w.call(w.expert, 'GET', `${trail('/export')}?format=pdf`)).statusCode).toBe(400);
  });

  it('keeps entries AUDIT_RETENTION_DAYS: the daily clean-up deletes older ones only', async () => {
    const count = async () => await w.t.db.$count(auditEntries);
    const before = await count();
    await w.t.db.execute(
      sql`insert into audit_entries (at, actor_kind, entity, entity_id, action, changes)
          values (now() - interval '3651 days', 'system', 'bucket', ${w.bucketId}, 'changed', '{}'::jsonb)`,
    );
    expect(await count()).toBe(before + 1);
    await w.t.deps.jobs.send(retentionJob, {});
    expect(await w.t.deps.jobs.workOff(retentionJob)).toBe(1);
    expect(await count()).toBe(before);
  });
});
