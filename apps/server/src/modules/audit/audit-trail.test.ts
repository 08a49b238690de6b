import { asc, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld } from '../documents/documents.fixture.ts';
import { entryLine, expectedEntries, snapshotAudited } from './audit-oracle.ts';

// Issue 20's "a test makes random changes and asserts each produced exactly the audit entries it
// should": each change, made through the API by an expert or an API key, is compared with what the
// audited rows say changed (read before and after by the test itself), and with who made it.

type Caller = { kind: 'user' | 'api_key'; id: string };

describe('the audit trail after random changes', () => {
  let w: DocumentsWorld;
  let notRelevant: string;
  let key: { id: string; key: string };
  let lastId = 0;

  beforeAll(async () => {
    w = await documentsWorld();
    const category = await w.call(w.expert, 'POST', `/ihm/maint/companies/${w.bucketId}/categories`, {
      name: 'Provisions',
      relevancy: 'not_relevant',
    });
    notRelevant = category.json().id;
    const made = await w.call(w.expert, 'POST', `/ihm/maint/buckets/${w.bucketId}/apikey`, {
      name: 'Purchasing',
    });
    expect(made.statusCode, made.body).toBe(201);
    key = made.json();
  });
  afterAll(() => w.t.close());

  const newEntries = async () => {
    const rows = await w.t.db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, lastId))
      .orderBy(asc(auditEntries.id));
    lastId = rows.at(-1)?.id ?? lastId;
    return rows;
  };

  const item = (n: number) => [w.ids.gasketItem, w.ids.paintItem, w.ids.cableItem][n % 3] as string;
  const supplier = (n: number) => [w.ids.hanse, w.ids.baltic][n % 2] as string;

  /** Each change answers the caller it was made as. */
  const CHANGES: Record<string, (n: number, text: string) => Promise<Caller>> = {
    categorize: async (n) => {
      await w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${item(n)}/categorize`, {
        category_id: n % 2 ? w.ids.relevant : notRelevant,
      });
      return { kind: 'user', id: w.expert.id };
    },
    editRemarks: async (n, text) => {
      await w.call(w.expert, 'PATCH', `/ihm/maint/purchase-order-items/${item(n)}`, {
        remarks: text,
        quantity_delivered: n % 4,
      });
      return { kind: 'user', id: w.expert.id };
    },
    closeReview: async (n) => {
      await w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${item(n)}/close-review`);
      return { kind: 'user', id: w.expert.id };
    },
    reopenReview: async (n) => {
      await w.call(w.expert, 'POST', `/ihm/maint/purchase-order-items/${item(n)}/reopen-review`);
      return { kind: 'user', id: w.expert.id };
    },
    renameSupplier: async (n, text) => {
      await w.call(w.expert, 'PATCH', `/ihm/maint/suppliers/${supplier(n)}`, { name: `Supplier ${text}` });
      return { kind: 'user', id: w.expert.id };
    },
    newCategory: async (n, text) => {
      await w.call(w.expert, 'POST', `/ihm/maint/companies/${w.bucketId}/categories`, {
        name: `Category ${text} ${n}`,
        relevancy: n % 2 ? 'relevant' : 'not_relevant',
      });
      return { kind: 'user', id: w.expert.id };
    },
    refusedEdit: async (n) => {
      const res = await w.call(w.expert, 'PATCH', `/ihm/maint/purchase-order-items/${item(n)}`, {
        quantity_ordered: -1,
      });
      expect(res.statusCode).toBe(400);
      return { kind: 'user', id: w.expert.id };
    },
    companyChecked: async (n) => {
      await w.call(w.expert, 'PATCH', `/ihm/maint/companies/${w.bucketId}`, { checked: n % 2 === 0 });
      return { kind: 'user', id: w.expert.id };
    },
    orderWithKey: async (n, text) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${w.bucketId}/purchase-orders`,
        headers: { authorization: `ApiKey ${key.key}` },
        payload: {
          vessel_id: w.ids.vessel,
          order_number: `PO-KEY-${text}-${n}`,
          items: [
            {
              article_description: `Pushed ${text}`,
              supplier_id: supplier(n),
              quantity_ordered: 1 + (n % 5),
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { kind: 'api_key', id: key.id };
    },
  };

  it('each change writes exactly the entries of what it changed, with who changed it', async () => {
    await newEntries();
    let written = 0;
    const change = fc.record({
      name: fc.constantFrom(...Object.keys(CHANGES)),
      n: fc.nat({ max: 11 }),
      text: fc.stringMatching(/^[a-z]{1,8}$/),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 4, maxLength: 10 }), async (changes) => {
        for (const { name, n, text } of changes) {
          const before = await snapshotAudited(w.t.db);
          const caller = await (CHANGES[name] as (n: number, text: string) => Promise<Caller>)(n, text);
          const after = await snapshotAudited(w.t.db);
          const entries = await newEntries();
          written += entries.length;
          expect(
            entries.map((row) => entryLine(row.entity, row.entityId, row.action, row.changes)).sort(),
            name,
          ).toEqual(expectedEntries(before, after));
          for (const row of entries) expect({ kind: row.actorKind, id: row.actorId }, name).toEqual(caller);
        }
      }),
      { numRuns: 4, seed: 20261126 },
    );
    // The oracle and the trail agree on something, not only on nothing.
    expect(written).toBeGreaterThan(20);
  });
});
