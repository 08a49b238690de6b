import { ITEM_STATS_FIELDS } from '@keelson/contract';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import {
  accounts,
  apiConnections,
  apiKeys,
  articles,
  buckets,
  categories,
  checkResults,
  checks,
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
  importJobs,
  permissions,
  projects,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  tags,
  teams,
  vessels,
} from '../db/schema/index.ts';
import { sendDueReminders } from '../modules/documents/reminders.service.ts';
import { requestStatusOf } from '../modules/documents/request-history.ts';
import { reevaluateOrderItems } from '../modules/order-items/item-evaluation.service.ts';
import { DEMO_ACCOUNTS, ensureDemoData, wantsDemoData } from './demo-data.ts';
import { DEMO_FLEET } from './demo-maintenance.ts';
import { DEMO_ARCHIVED_COMPANY, DEMO_TEAM_NAME } from './demo-organisation.ts';
import { FLEET_ARTICLES, FLEET_CATEGORIES, FLEET_SUPPLIERS } from './fleet-generator.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['auto', 'pglite', true],
    ['auto', 'postgres', false],
    ['true', 'postgres', true],
    ['false', 'pglite', false],
  ] as const)('KEELSON_DEMO=%s on %s → %s', (demo, kind, expected) => {
    expect(wantsDemoData(loadConfig({ KEELSON_DEMO: demo }), kind)).toBe(expected);
  });

  it('creates the demo accounts once; they can sign in', async () => {
    await ensureDemoData(t.deps);
    await ensureDemoData(t.deps);
    expect((await t.db.select({ n: count() }).from(accounts))[0]?.n).toBe(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      expect((await signIn(t, demo.email, demo.password)).statusCode).toBe(200);
    }
  });

  it('creates the expert team, its buckets, two ship projects and the crew grant once', async () => {
    await ensureDemoData(t.deps);
    const counted = async (table: typeof teams | typeof buckets | typeof projects | typeof permissions) =>
      (await t.db.select({ n: count() }).from(table))[0]?.n;
    expect(await counted(teams)).toBe(1);
    // Maintenance, expertise, and the archived former maintenance company.
    expect(await counted(buckets)).toBe(3);
    const archived = await t.db.select().from(buckets).where(eq(buckets.archived, true));
    expect(archived.map((bucket) => [bucket.name, bucket.type])).toEqual([
      [DEMO_ARCHIVED_COMPANY, 'ihm_maint'],
    ]);
    expect(await counted(projects)).toBe(2);
    expect(await counted(permissions)).toBe(1);
    const [team] = await t.db.select().from(teams);
    expect(team).toMatchObject({ name: DEMO_TEAM_NAME, availableFeatures: ['ihm.expert', 'ihm.maint'] });
  });

  it('the expert manages both projects; the crew user sees only MV Nordlicht, as crew', async () => {
    const session = async (email: string) => ({
      authorization: `Bearer ${(await signIn(t, email, 'keelson-demo')).json().token}`,
    });
    const list = async (email: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/my-projects', headers: await session(email) })).json();
    const expert = await list('expert@demo.keelson');
    expect(expert.items.map((p: { ship: { imo: string } }) => p.ship.imo).sort()).toEqual([
      '9300001',
      '9300002',
    ]);
    for (const project of expert.items) {
      expect(project.capabilities).toContain('ihm.maint.is_manager');
      expect(project.expert_bucket).toMatchObject({ role: 'ihm_expert' });
    }
    const crew = await list('crew@demo.keelson');
    expect(crew.items).toHaveLength(1);
    expect(crew.items[0]).toMatchObject({
      name: 'IHM MV Nordlicht',
      ship: { name: 'MV Nordlicht', imo: '9300001' },
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
      maintenance_bucket: { role: 'ihm_maint', dataowner_name: DEMO_TEAM_NAME },
    });
  });

  it('fills the maintenance bucket once with a year of evaluated orders of four ships', async () => {
    await ensureDemoData(t.deps);
    const n = async (
      table:
        | typeof categories
        | typeof articles
        | typeof suppliers
        | typeof vessels
        | typeof purchaseOrders
        | typeof purchaseOrderItems
        | typeof checkResults,
    ) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    expect(await n(categories)).toBe(FLEET_CATEGORIES.length);
    // The demo's imported file adds its supplier, four articles and one order (demo-imports.ts).
    expect(await n(articles)).toBe(FLEET_ARTICLES.length + 4);
    expect(await n(suppliers)).toBe(FLEET_SUPPLIERS.length + 1);
    expect(await n(vessels)).toBe(DEMO_FLEET.vessels);
    expect(await n(purchaseOrders)).toBe(DEMO_FLEET.orders + 1);
    expect(await n(purchaseOrderItems)).toBeGreaterThan(2000);
    expect(await n(checkResults)).toBeGreaterThan(10);
    const unevaluated = await t.db
      .select({ n: count() })
      .from(purchaseOrderItems)
      .where(isNull(purchaseOrderItems.expertList));
    expect(unevaluated[0]?.n).toBe(0);
    const linked = await t.db
      .select({ name: vessels.name, project: projects.name })
      .from(vessels)
      .innerJoin(projects, eq(projects.id, vessels.projectId))
      .where(isNotNull(vessels.projectId));
    expect(linked.map((row) => row.project).sort()).toEqual(['IHM MV Aurora Borealis', 'IHM MV Nordlicht']);
    expect(
      (await t.db.select({ n: count() }).from(purchaseOrders).where(isNotNull(purchaseOrders.evaluation)))[0]
        ?.n,
    ).toBe(DEMO_FLEET.orders + 1);
  });

  it("the expert's lists and statistics filters find the demo items", async () => {
    const headers = {
      authorization: `Bearer ${(await signIn(t, 'expert@demo.keelson', 'keelson-demo')).json().token}`,
    };
    const [bucket] = await t.db
      .select()
      .from(buckets)
      .where(and(eq(buckets.type, 'ihm_maint'), eq(buckets.archived, false)));
    const [vessel] = await t.db.select().from(vessels).where(eq(vessels.name, 'MV Nordlicht'));
    const total = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ihm/maint/companies/${bucket?.id}/purchase-order-items?${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total_elements as number;
    };
    const all = await total('');
    const tasks = await total('set=expert_tasks');
    const done = await total('set=expert_done');
    expect(tasks).toBeGreaterThan(0);
    expect(done).toBeGreaterThan(0);
    expect(tasks + done).toBeLessThanOrEqual(all);
    expect(await total(`set=expert_tasks&vessel_id=${vessel?.id}`)).toBeLessThan(tasks);
    expect(await total('stats_field=expert_wait_for_categorisation_total')).toBeGreaterThan(0);
    expect(await total('search=gasket')).toBeGreaterThan(0);
    const hazmats = await t.db
      .select({ a: purchaseOrderItems.hasTableAHazmats, b: purchaseOrderItems.hasTableBHazmats })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.hasHazmats, true));
    expect(hazmats.some((row) => row.a)).toBe(true);
    expect(hazmats.some((row) => row.b)).toBe(true);
  });

  it('adds documents, request histories and reuses once; the expert sees them in the statistics', async () => {
    const headers = {
      authorization: `Bearer ${(await signIn(t, 'expert@demo.keelson', 'keelson-demo')).json().token}`,
    };
    const [bucket] = await t.db
      .select()
      .from(buckets)
      .where(and(eq(buckets.type, 'ihm_maint'), eq(buckets.archived, false)));
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const stats = (await get(`/api/ihm/maint/buckets/${bucket?.id}/stats/order-items-by-bucket`)).json();
    // Requests waiting for suppliers, some overdue, some at the first or second reminder.
    expect(stats.wait_for_documents_total).toBeGreaterThan(stats.wait_for_documents_overdue);
    expect(stats.wait_for_documents_overdue).toBeGreaterThan(0);
    expect(stats.supplier_reminder1 + stats.supplier_reminder2).toBeGreaterThan(0);
    // Provided documents and supplier questions wait for the expert; some items are settled.
    expect(stats.expert_wait_for_acceptance_total).toBeGreaterThan(0);
    expect(stats.supplier_cancelled).toBeGreaterThan(0);
    expect(stats.supplier_completed).toBeGreaterThan(0);
    expect(stats.items_completed_relevant).toBeGreaterThan(0);

    const reuses = (
      await get(`/api/ihm/maint/companies/${bucket?.id}/document-reuses?include=document`)
    ).json() as { content: { reusage_decision: string | null; document: { download_url: string } }[] };
    expect(new Set(reuses.content.map((reuse) => reuse.reusage_decision))).toEqual(
      new Set([null, 'SUPPLIER_APPROVED', 'EXPERT_APPROVED', 'SUPPLIER_REJECTED']),
    );
    const file = await get(reuses.content[0]?.document.download_url as string);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');

    const types = await t.db
      .selectDistinct({ role: documentRequestActions.userRole, type: documentRequestActions.type })
      .from(documentRequestActions);
    expect(types.map((row) => `${row.role} ${row.type}`).sort()).toEqual([
      'expert closed',
      'expert document_accepted',
      'expert document_rejected',
      'expert document_requested',
      'expert message',
      'supplier document_provided',
      'supplier message',
      'supplier request_rejected',
      'system document_available',
    ]);
    const suppliersWithDocuments = await t.db
      .selectDistinct({ id: documents.addedBySupplierId })
      .from(documents)
      .where(isNotNull(documents.addedBySupplierId));
    expect(suppliersWithDocuments.length).toBeGreaterThan(2);
    // The item drawer shows the conversations (the answer schema holds for the seeded rows).
    const [rejected] = await t.db
      .select({ itemId: documentRequests.orderItemId })
      .from(documentRequests)
      .innerJoin(documentRequestActions, eq(documentRequestActions.requestId, documentRequests.id))
      .where(eq(documentRequestActions.type, 'document_rejected'))
      .limit(1);
    const conversation = (
      await get(
        `/api/ihm/maint/buckets/${bucket?.id}/purchase-order-items/${rejected?.itemId}/document-requests`,
      )
    ).json() as { actions: { type: string }[] }[];
    expect(conversation.flatMap((request) => request.actions.map((action) => action.type))).toContain(
      'document_rejected',
    );
    // No mail went out while seeding.
    expect(await t.mails()).toEqual([]);
  });

  it('every statistic and the list it opens count the same items; acceptance means something arrived', async () => {
    const headers = {
      authorization: `Bearer ${(await signIn(t, 'expert@demo.keelson', 'keelson-demo')).json().token}`,
    };
    const [bucket] = await t.db
      .select()
      .from(buckets)
      .where(and(eq(buckets.type, 'ihm_maint'), eq(buckets.archived, false)));
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const stats = await get(`/api/ihm/maint/buckets/${bucket?.id}/stats/order-items-by-bucket`);
    const counted = (field: string) =>
      field.startsWith('expert_wait_for_documents_') ? stats[field.slice('expert_'.length)] : stats[field];
    for (const field of ITEM_STATS_FIELDS) {
      const list = await get(
        `/api/ihm/maint/companies/${bucket?.id}/purchase-order-items?stats_field=${field}&size=50`,
      );
      expect(list.total_elements, field).toBe(counted(field));
    }
    // Each item waiting for acceptance has something to accept: an answered or invalid declaration,
    // or hazmat results to review — never an item of which nothing was asked (issue 18).
    const accepting = await t.db
      .select({ evaluation: purchaseOrderItems.evaluation })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.expertWaitingFor, 'acceptance'));
    expect(accepting.length).toBeGreaterThan(0);
    const arrived = (status: string) => status === 'invalid' || status.startsWith('supplier_');
    for (const { evaluation } of accepting) {
      const e = evaluation as { md_status: string; sdoc_status: string; expert_proposed_actions: string[] };
      expect(
        arrived(e.md_status) ||
          arrived(e.sdoc_status) ||
          e.expert_proposed_actions.includes('review_hazmats'),
        JSON.stringify(e),
      ).toBe(true);
    }
    // The four waits of the expert never overlap and never count more than the expert's open work.
    const waits =
      stats.expert_wait_for_categorisation_total +
      stats.expert_wait_for_acceptance_total +
      stats.expert_wait_for_closing_review_total;
    expect(waits).toBeLessThanOrEqual(stats.expert_active);
  });

  it('stores request statuses and item evaluations as the services and the engine give them', async () => {
    const requests = await t.db.select().from(documentRequests);
    const actions = await t.db.select().from(documentRequestActions);
    for (const request of requests) {
      const history = actions.filter((action) => action.requestId === request.id);
      expect(request.status).toBe(requestStatusOf(request, history));
    }
    const itemIds = [...new Set(requests.map((request) => request.orderItemId))];
    const stored = () =>
      t.db
        .select({
          id: purchaseOrderItems.id,
          expertList: purchaseOrderItems.expertList,
          expertNextAction: purchaseOrderItems.expertNextAction,
          reviewStatus: purchaseOrderItems.reviewStatus,
          supplierWaitingSince: purchaseOrderItems.supplierWaitingSince,
          supplierReminder1At: purchaseOrderItems.supplierReminder1At,
        })
        .from(purchaseOrderItems)
        .where(inArray(purchaseOrderItems.id, itemIds))
        .orderBy(purchaseOrderItems.id);
    const before = await stored();
    await reevaluateOrderItems(t.db, itemIds, new Date());
    expect(await stored()).toEqual(before);
    // Reminders that fell due are stamped as sent, so the scheduled job has nothing old to mail.
    expect(requests.some((request) => request.supplierReminded2At && !request.isClosed)).toBe(true);
    expect(await sendDueReminders(t.deps, new Date())).toMatchObject({
      reminded1: 0,
      reminded2: 0,
      mails: 0,
    });
  });

  it('a second run adds nothing', async () => {
    const counts = async () =>
      Promise.all(
        [
          documents,
          documentRequests,
          documentRequestActions,
          documentReuses,
          purchaseOrders,
          tags,
          checks,
        ].map(async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n),
      );
    const before = await counts();
    expect(before[0]).toBeGreaterThan(0);
    await ensureDemoData(t.deps);
    expect(await counts()).toEqual(before);
  });
  it('shows an imported file, a simulation waiting with its log, an API key and a paused connection', async () => {
    await ensureDemoData(t.deps);
    const jobs = await t.db.select().from(importJobs).orderBy(importJobs.number);
    expect(jobs.map((job) => [job.fileName, job.status])).toEqual([
      ['erp-orders-week-1.xlsx', 'finished'],
      ['erp-orders-week-2.xlsx', 'simulated'],
    ]);
    expect(jobs[1]?.statistics).toMatchObject({
      counts: { problems: 1, entities: { purchase_order_item: { added: 3, failed: 1 } } },
    });
    expect(await t.db.select({ n: count() }).from(apiKeys)).toEqual([{ n: 1 }]);
    expect((await t.db.select().from(apiConnections)).map((row) => row.disabled)).toEqual([true]);
  });
});
