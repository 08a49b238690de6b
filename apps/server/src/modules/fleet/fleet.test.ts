import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { buckets, generatedReports, projects } from '../../db/schema/index.ts';
import { DAY, type FleetWorld, fleetWorld, vesselOf } from './fleet.fixture.ts';

describe('GET /ihm/maint/fleet', () => {
  let w: FleetWorld;
  beforeAll(async () => {
    w = await fleetWorld();
  });
  afterAll(() => w.t.close());

  it('lists the company and its vessels with their open expert work, nothing overdue yet', async () => {
    const fleet = await w.fleet();
    expect(fleet.companies).toHaveLength(1);
    const [company] = fleet.companies;
    expect(company).toMatchObject({
      id: w.bucketId,
      name: 'Fleet Shipping',
      short_id: w.bucketId.slice(0, 6),
      last_import_at: null,
      days_since_last_import: null,
    });
    expect(company.vessels.map((vessel: { name: string }) => vessel.name)).toEqual([
      'MV Aurora',
      'MV Boreas',
      'MV Cirrus',
    ]);
    expect(vesselOf(fleet, 'MV Aurora')).toMatchObject({
      imo: '9400001',
      project_id: w.projects.first.id,
      open_expert: 3,
      overdue_expert: 0,
      overdue_supplier: 0,
      overdue_crew: 0,
      table_a_on_board: 0,
      latest_ihm_report: null,
    });
    expect(vesselOf(fleet, 'MV Cirrus')).toMatchObject({ open_expert: 1, project_id: null });
  });

  it('gives a user without companies, and a stranger, an empty fleet or only their own', async () => {
    const lonely = await createUser(w.t.db);
    expect(await w.fleet(lonely)).toEqual({ companies: [], updated_at: expect.any(String) });
    const strangers = await w.fleet(w.stranger);
    expect(strangers.companies.map((company: { id: string }) => company.id)).toEqual([w.otherBucketId]);
    expect(strangers.companies[0].vessels).toEqual([]);
  });

  it('counts expert work as overdue past the deadline, and agrees with the statistics by vessel', async () => {
    await w.travel(15 * DAY);
    const fleet = await w.fleet();
    expect(vesselOf(fleet, 'MV Aurora')).toMatchObject({ open_expert: 3, overdue_expert: 3 });
    const byVessel = await w.ok(
      w.expert,
      'GET',
      `/ihm/maint/buckets/${w.bucketId}/stats/order-items-by-vessel`,
    );
    for (const row of byVessel.content as { vessel_id: string; expert_active_overdue: number }[]) {
      const vessel = fleet.companies[0].vessels.find((v: { id: string }) => v.id === row.vessel_id);
      expect(vessel.overdue_expert).toBe(row.expert_active_overdue);
    }
    const list = await w.ok(
      w.expert,
      'GET',
      `/ihm/maint/companies/${w.bucketId}/purchase-order-items?set=expert_tasks&stats_field=expert_active_overdue&vessel_id=${w.ids.aurora}`,
    );
    expect(list.total_elements).toBe(3);
  });

  it('counts Table A hazmats on board while units are on the vessel, not a rejected delivery', async () => {
    const [received, rejected] = w.items.boreas as [string, string];
    for (const itemId of [received, rejected])
      await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${itemId}/check-results`, {
        hazmat: 'asb',
        contamination: 'yes',
      });
    expect(vesselOf(await w.fleet(), 'MV Boreas').table_a_on_board).toBe(0);
    await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${received}/receive-delivery`, {
      receiving_status: 'Received',
      quantity_received: 4,
    });
    await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${rejected}/receive-delivery`, {
      receiving_status: 'Rejected',
    });
    expect(vesselOf(await w.fleet(), 'MV Boreas').table_a_on_board).toBe(1);
    expect(vesselOf(await w.fleet(), 'MV Aurora').table_a_on_board).toBe(0);
  });

  it('gives the latest successful IHM report and whether the project content still matches it', async () => {
    const projectId = w.projects.first.id;
    const report = (version: number, status: 'success' | 'failure', finishedAt: Date) => ({
      projectId,
      projectContentHash: `hash-${version}`,
      namespace: 'ihm-part1/ab',
      type: 'ihm' as const,
      template: 'ihm-part1',
      templateName: 'IHM Part I',
      variant: 'ab' as const,
      status,
      version,
      finishedAt,
    });
    const now = w.t.deps.now();
    await w.t.db
      .insert(generatedReports)
      .values([
        report(1, 'success', new Date(now.getTime() - 3 * DAY)),
        report(2, 'success', new Date(now.getTime() - DAY)),
        report(3, 'failure', now),
      ]);
    await w.t.db.update(projects).set({ contentHash: 'hash-2' }).where(eq(projects.id, projectId));
    const latest = vesselOf(await w.fleet(), 'MV Aurora').latest_ihm_report as Record<string, unknown>;
    expect(latest).toMatchObject({ version: 2, matches_content: true });
    await w.t.db.update(projects).set({ contentHash: 'hash-3' }).where(eq(projects.id, projectId));
    expect(vesselOf(await w.fleet(), 'MV Aurora').latest_ihm_report).toMatchObject({
      version: 2,
      matches_content: false,
    });
    expect(vesselOf(await w.fleet(), 'MV Boreas').latest_ihm_report).toBeNull();
  });

  it('says how many days ago the company last imported', async () => {
    await w.t.db
      .update(buckets)
      .set({ lastImportAt: new Date(w.t.deps.now().getTime() - 3 * DAY - 1000) })
      .where(eq(buckets.id, w.bucketId));
    const [company] = (await w.fleet()).companies;
    expect(company.days_since_last_import).toBe(3);
    expect(company.last_import_at).toEqual(expect.any(String));
  });

  it('shows crew only the vessels of their projects, and the vessels of no project', async () => {
    const fleet = await w.fleet(w.crew);
    expect(fleet.companies).toHaveLength(1);
    expect(fleet.companies[0].vessels.map((vessel: { name: string }) => vessel.name)).toEqual([
      'MV Aurora',
      'MV Cirrus',
    ]);
  });

  it('leaves archived companies out, and refuses a call without a session', async () => {
    await w.t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, w.otherBucketId));
    expect((await w.fleet(w.stranger)).companies).toEqual([]);
    expect((await w.call(null, 'GET', '/ihm/maint/fleet')).statusCode).toBe(401);
  });
});

describe('GET /ihm/maint/fleet/suppliers', () => {
  let w: FleetWorld;
  beforeAll(async () => {
    w = await fleetWorld();
  });
  afterAll(() => w.t.close());

  const requestMd = (itemId: string) =>
    w.ok(
      w.expert,
      'POST',
      `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${itemId}/document-requests`,
      {
        document_type: 'md',
      },
    );

  it('ranks the suppliers by items overdue for documents, within the caller’s vessels', async () => {
    expect((await w.ok(w.expert, 'GET', '/ihm/maint/fleet/suppliers')).suppliers).toEqual([]);
    const relevant = [...w.items.aurora, ...w.items.cirrus];
    for (const itemId of relevant) {
      await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${itemId}/categorize`, {
        category_id: w.ids.relevant,
      });
      await requestMd(itemId);
    }
    await w.travel(22 * DAY);
    const { suppliers } = await w.ok(w.expert, 'GET', '/ihm/maint/fleet/suppliers');
    expect(suppliers).toEqual([
      {
        company_id: w.bucketId,
        company_name: 'Fleet Shipping',
        supplier_id: w.ids.hanse,
        supplier_name: 'Hanse Marine Supply',
        wait_for_documents_overdue: 3,
      },
      expect.objectContaining({ supplier_id: w.ids.baltic, wait_for_documents_overdue: 1 }),
    ]);
    const list = await w.ok(
      w.expert,
      'GET',
      `/ihm/maint/companies/${w.bucketId}/purchase-order-items?stats_field=expert_wait_for_documents_overdue&supplier_id=${w.ids.hanse}`,
    );
    expect(list.total_elements).toBe(3);
    const fleet = await w.fleet();
    expect(vesselOf(fleet, 'MV Aurora').overdue_supplier).toBe(3);
    expect(
      (await w.ok(w.expert, 'GET', '/ihm/maint/fleet/suppliers?limit=1')).suppliers.map(
        (s: { supplier_id: string }) => s.supplier_id,
      ),
    ).toEqual([w.ids.hanse]);
  });

  it('refuses a limit out of range and a call without a session', async () => {
    expect((await w.call(w.expert, 'GET', '/ihm/maint/fleet/suppliers?limit=0')).statusCode).toBe(400);
    expect((await w.call(w.expert, 'GET', '/ihm/maint/fleet/suppliers?limit=51')).statusCode).toBe(400);
    expect((await w.call(null, 'GET', '/ihm/maint/fleet/suppliers')).statusCode).toBe(401);
  });

  it('gives a stranger no supplier of the company', async () => {
    expect((await w.ok(w.stranger, 'GET', '/ihm/maint/fleet/suppliers')).suppliers).toEqual([]);
  });
});
