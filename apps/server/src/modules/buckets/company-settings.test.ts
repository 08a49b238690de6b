import { DEFAULT_SERVICE_LEVELS } from '@keelson/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { buckets, jobRuns, purchaseOrderItems, teamMemberships } from '../../db/schema/index.ts';
import { askForGasketMd, type DocumentsWorld, documentsWorld } from '../documents/documents.fixture.ts';
import { evaluationRefreshJob } from '../order-items/evaluation-refresh.job.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const DEFAULTS = {
  supplier_reminder1_after_days: 7,
  supplier_reminder2_after_days: 14,
  supplier_overdue_after_days: 21,
  expert_overdue_after_days: 14,
  crew_overdue_after_days: 30,
};

describe('company settings: data owner and service levels (decision 0032)', () => {
  let w: DocumentsWorld;
  let member: FactoryUser;
  let outsider: FactoryUser;
  let teamId: string;
  let otherTeamId: string;
  let regularTeamId: string;
  const patch = (body: unknown, as?: FactoryUser) =>
    w.call(as ?? w.expert, 'PATCH', `/ihm/maint/companies/${w.bucketId}`, body);
  const stored = async () => {
    const [row] = await w.t.db.select().from(buckets).where(eq(buckets.id, w.bucketId));
    return row;
  };

  beforeAll(async () => {
    w = await documentsWorld();
    const bucket = await stored();
    teamId = bucket?.dataownerTeamId as string;
    member = await createUser(w.t.db, { firstName: 'Mia', lastName: 'Member' });
    outsider = await createUser(w.t.db);
    await w.t.db
      .insert(teamMemberships)
      .values({ teamId, userId: member.id, status: 'accepted', role: 'regular' });
    otherTeamId = (
      await createTeam(w.t.db, { name: 'Aft Experts', members: [{ user: w.expert, role: 'manager' }] })
    ).id;
    regularTeamId = (
      await createTeam(w.t.db, { name: 'Bow Experts', members: [{ user: w.expert, role: 'regular' }] })
    ).id;
  });
  afterAll(() => w.t.close());

  it('GET shows the service levels: the defaults while none are set', async () => {
    const res = await w.call(w.expert, 'GET', `/ihm/maint/companies/${w.bucketId}`);
    expect(res.json().service_levels).toEqual(DEFAULTS);
  });

  it('bad days are 400 with the field and a clear message; nothing is written, nothing queued', async () => {
    const cases: [Record<string, number>, string, string][] = [
      [
        { supplier_reminder1_after_days: 0 },
        'supplier_reminder1_after_days',
        'Enter whole days from 1 to 365',
      ],
      [{ crew_overdue_after_days: 400 }, 'crew_overdue_after_days', 'Enter whole days from 1 to 365'],
      [{ expert_overdue_after_days: 2.5 }, 'expert_overdue_after_days', 'Enter whole days from 1 to 365'],
      [
        { supplier_reminder2_after_days: 7 },
        'supplier_reminder2_after_days',
        'The second reminder must come after the first',
      ],
      [
        { supplier_overdue_after_days: 14 },
        'supplier_overdue_after_days',
        'The supplier can only be overdue after the second reminder',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await patch({ name: 'Renamed', service_levels: { ...DEFAULTS, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().details).toContainEqual({ path: `/service_levels/${field}`, message });
    }
    for (const body of [
      { service_levels: { supplier_reminder1_after_days: 3 } },
      { service_levels: { ...DEFAULTS, supplier_reminder1_after_days: '3' } },
      { service_levels: { ...DEFAULTS, extra_days: 3 } },
      { service_levels: null },
    ]) {
      expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const bucket = await stored();
    expect(bucket?.name).not.toBe('Renamed');
    expect(bucket?.settings).toEqual({});
    expect(await w.t.db.select().from(jobRuns).where(eq(jobRuns.name, evaluationRefreshJob.name))).toEqual(
      [],
    );
  });

  it('a data owner that is not allowed is 400 and nothing changes', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, unknown>, string][] = [
      [{ dataowner_team_id: unknown }, 'The data owner must be a team you manage'],
      [{ dataowner_team_id: regularTeamId }, 'The data owner must be a team you manage'],
      [{ dataowner_user_id: unknown }, "The data owner must be you or a member of the company's team"],
      [{ dataowner_user_id: outsider.id }, "The data owner must be you or a member of the company's team"],
    ];
    for (const [body, message] of cases) {
      const res = await patch({ checked: true, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', error: message });
    }
    const both = await patch({ dataowner_team_id: otherTeamId, dataowner_user_id: w.expert.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toContainEqual({
      path: '/dataowner_user_id',
      message: 'A company has one data owner: send a team or a user, not both',
    });
    expect((await patch({ dataowner_team_id: 'not-a-uuid' })).statusCode).toBe(400);
    expect(await stored()).toMatchObject({ dataownerTeamId: teamId, dataownerUserId: null, checked: false });
  });

  it('non-managers are refused (403) before their values are judged; strangers 404', async () => {
    expect((await patch({ service_levels: DEFAULTS }, member)).statusCode).toBe(403);
    expect((await patch({ dataowner_user_id: member.id }, member)).statusCode).toBe(403);
    expect((await patch({ dataowner_team_id: otherTeamId }, w.stranger)).statusCode).toBe(404);
  });

  it('a manager hands the company to themselves, to a team they manage, back, and to a member', async () => {
    const toMe = await patch({ dataowner_user_id: w.expert.id });
    expect(toMe.statusCode, toMe.body).toBe(200);
    expect(toMe.json()).toMatchObject({ dataowner_team_id: null, dataowner_user_id: w.expert.id });
    const toTeam = await patch({ dataowner_team_id: otherTeamId });
    expect(toTeam.json()).toMatchObject({
      dataowner_team_id: otherTeamId,
      dataowner_user_id: null,
      dataowner_name: 'Aft Experts',
    });
    expect((await patch({ dataowner_team_id: teamId })).statusCode).toBe(200);
    const toMember = await patch({ dataowner_user_id: member.id });
    expect(toMember.statusCode, toMember.body).toBe(200);
    expect(toMember.json()).toMatchObject({
      dataowner_team_id: null,
      dataowner_user_id: member.id,
      dataowner_name: 'Mia Member',
    });
    // The member manages it now, the expert (who sees it through the project) no longer.
    expect((await patch({ checked: true })).statusCode).toBe(403);
    expect((await patch({ dataowner_team_id: otherTeamId }, member)).statusCode).toBe(400);
    expect((await patch({ dataowner_user_id: member.id }, member)).statusCode).toBe(200);
    await w.t.db
      .update(buckets)
      .set({ dataownerTeamId: teamId, dataownerUserId: null })
      .where(eq(buckets.id, w.bucketId));
  });

  it('new service levels move every item’s deadlines: lists and statistics equal a fresh evaluation', async () => {
    await askForGasketMd(w);
    const items = () =>
      w.t.db
        .select({
          id: purchaseOrderItems.id,
          evaluation: purchaseOrderItems.evaluation,
          expertOverdueSince: purchaseOrderItems.expertOverdueSince,
          supplierWaitingSince: purchaseOrderItems.supplierWaitingSince,
          supplierReminder1At: purchaseOrderItems.supplierReminder1At,
          supplierReminder2At: purchaseOrderItems.supplierReminder2At,
          supplierOverdueSince: purchaseOrderItems.supplierOverdueSince,
          crewOverdueSince: purchaseOrderItems.crewOverdueSince,
          expertList: purchaseOrderItems.expertList,
          crewList: purchaseOrderItems.crewList,
        })
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.bucketId, w.bucketId))
        .orderBy(asc(purchaseOrderItems.id));
    const stats = async () =>
      (await w.call(w.expert, 'GET', `/ihm/maint/buckets/${w.bucketId}/stats/order-items-by-bucket`)).json();
    const gasket = async () => (await items()).find((item) => item.id === w.ids.gasketItem);
    const asked = (await gasket())?.supplierWaitingSince as Date;
    expect((await gasket())?.supplierReminder1At).toEqual(new Date(asked.getTime() + 7 * DAY));
    w.t.clock.advance(3 * DAY);
    const before = await stats();
    expect(before).toMatchObject({ supplier_reminder1: 0, expert_active_overdue: 0 });

    const levels = {
      supplier_reminder1_after_days: 2,
      supplier_reminder2_after_days: 5,
      supplier_overdue_after_days: 9,
      expert_overdue_after_days: 1,
      crew_overdue_after_days: 20,
    };
    const res = await patch({ service_levels: levels });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().service_levels).toEqual(levels);
    expect((await stored())?.settings).toEqual({
      serviceLevels: {
        supplierReminder1AfterDays: 2,
        supplierReminder2AfterDays: 5,
        supplierOverdueAfterDays: 9,
        expertOverdueAfterDays: 1,
        crewOverdueAfterDays: 20,
      },
    });
    // Queued in the same transaction, as who asked; the same levels again queue nothing.
    const runs = await w.t.db.select().from(jobRuns).where(eq(jobRuns.name, evaluationRefreshJob.name));
    expect(runs).toMatchObject([{ status: 'queued', requestedBy: w.expert.id }]);
    expect((await patch({ service_levels: levels })).statusCode).toBe(200);
    expect(
      await w.t.db.select().from(jobRuns).where(eq(jobRuns.name, evaluationRefreshJob.name)),
    ).toHaveLength(1);

    expect(await w.t.deps.jobs.workOff(evaluationRefreshJob)).toBe(1);
    expect((await gasket())?.supplierReminder1At).toEqual(new Date(asked.getTime() + 2 * DAY));
    expect((await gasket())?.supplierReminder2At).toEqual(new Date(asked.getTime() + 5 * DAY));
    const refreshed = await items();
    const after = await stats();
    expect(after.supplier_reminder1).toBe(1);
    expect(after.expert_active_overdue).toBeGreaterThan(0);

    // A fresh evaluation of every item now stores the same: nothing was left behind.
    await reevaluateOrderItems(
      w.t.db,
      refreshed.map((item) => item.id),
      w.t.clock.now(),
    );
    expect(await items()).toEqual(refreshed);
    const { updated_at: _a, ...afterCounts } = after;
    const { updated_at: _b, ...freshCounts } = await stats();
    expect(freshCounts).toEqual(afterCounts);
    const overdue = await w.call(
      w.expert,
      'GET',
      `/ihm/maint/companies/${w.bucketId}/purchase-order-items?stats_field=supplier_reminder1`,
    );
    expect(overdue.json().total_elements).toBe(after.supplier_reminder1);
  });

  it('back to the defaults, and an archived company is read-only: 404', async () => {
    const res = await patch({ service_levels: DEFAULTS });
    expect(res.json().service_levels).toEqual(DEFAULTS);
    expect(DEFAULT_SERVICE_LEVELS.supplierReminder1AfterDays).toBe(DEFAULTS.supplier_reminder1_after_days);
    await w.t.deps.jobs.workOff(evaluationRefreshJob);
    expect((await w.call(w.expert, 'POST', `/ihm/maint/buckets/${w.bucketId}/archive`)).statusCode).toBe(200);
    for (const body of [
      { service_levels: DEFAULTS },
      { dataowner_user_id: w.expert.id },
      { checked: true },
    ]) {
      expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect((await w.call(w.expert, 'GET', `/ihm/maint/companies/${w.bucketId}`)).json()).toMatchObject({
      archived: true,
      service_levels: DEFAULTS,
    });
  });
});
