import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bucketProjects } from '../../db/schema/index.ts';

describe('GET /teams/{id}/ihm/companies', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let invited: FactoryUser;
  let stranger: FactoryUser;
  let teamId: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createUser(t.db);
    invited = await createUser(t.db);
    stranger = await createUser(t.db);
    const owner = await createUser(t.db, { firstName: 'Olga', lastName: 'Owner' });
    const team = await createTeam(t.db, {
      name: 'Expertise',
      members: [
        { user: expert, role: 'regular' },
        { user: invited, role: 'regular', status: 'invited' },
      ],
    });
    teamId = team.id;
    const customer = await createTeam(t.db, { name: 'Customer Line', features: ['ihm.maint'] });
    const expertBucket = await createBucket(t.db, { teamId, type: 'ihm_expert', name: 'Expertise experts' });
    const ownMaint = await createBucket(t.db, { teamId, type: 'ihm_maint', name: 'Expertise' });
    const customerMaint = await createBucket(t.db, {
      teamId: customer.id,
      type: 'ihm_maint',
      name: 'Customer Line',
    });
    const personalMaint = await createBucket(t.db, {
      userId: owner.id,
      type: 'ihm_maint',
      name: 'Olga fleet',
    });
    const removedMaint = await createBucket(t.db, { teamId: customer.id, type: 'ihm_maint', name: 'Old' });
    const unlinkedMaint = await createBucket(t.db, {
      teamId: customer.id,
      type: 'ihm_maint',
      name: 'Elsewhere',
    });
    const otherExpert = await createBucket(t.db, {
      teamId: customer.id,
      type: 'ihm_expert',
      name: 'Other experts',
    });
    const served = async (maintenanceBucketId: string, expertBucketId: string, removed = false) => {
      const { project } = await createProject(t.db, { teamId: customer.id, maintenanceBucketId, removed });
      await t.db
        .insert(bucketProjects)
        .values({ bucketId: expertBucketId, projectId: project.id, role: 'ihm_expert' });
    };
    // Two projects of one customer bucket: it is listed once.
    await served(customerMaint.id, expertBucket.id);
    await served(customerMaint.id, expertBucket.id);
    await served(personalMaint.id, expertBucket.id);
    await served(removedMaint.id, expertBucket.id, true);
    await served(unlinkedMaint.id, otherExpert.id);
    ids = {
      expert: expertBucket.id,
      ownMaint: ownMaint.id,
      customerMaint: customerMaint.id,
      personalMaint: personalMaint.id,
      otherExpert: otherExpert.id,
    };
  });
  afterAll(() => t.close());

  const get = (query: string, as: FactoryUser = expert) =>
    t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/ihm/companies${query}`, headers: auth(as) });
  const names = async (query: string) => (await get(query)).json().map((b: { name: string }) => b.name);

  it("role=ihm_expert: the team's expert buckets as companies", async () => {
    const res = await get('?role=ihm_expert');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids.expert,
        short_id: ids.expert?.slice(0, 6),
        created_at: expect.any(String),
        name: 'Expertise experts',
        role: 'ihm_expert',
        dataowner_team_id: teamId,
        dataowner_user_id: null,
        dataowner_name: 'Expertise',
        archived: false,
        checked: false,
        days_since_last_import: null,
        // A regular member of the expert team works in the expert's lists; an expert bucket has no items.
        open_tasks: 0,
        tasks_to_monitor: 0,
        overdue_tasks: 0,
        task_list: 'expert_tasks',
      },
    ]);
  });

  it("without filters: all the team's own buckets, by name", async () => {
    expect(await names('')).toEqual(['Expertise', 'Expertise experts']);
  });

  it('expert_bucket_id: the maintenance buckets of the live projects that expert bucket serves', async () => {
    const res = await get(`?expert_bucket_id=${ids.expert}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; dataowner_name: string; role: string }[];
    expect(list.map((b) => [b.id, b.dataowner_name, b.role])).toEqual([
      [ids.customerMaint, 'Customer Line', 'ihm_maint'],
      [ids.personalMaint, 'Olga Owner', 'ihm_maint'],
    ]);
    expect(await names(`?expert_bucket_id=${ids.expert}&role=ihm_maint`)).toEqual([
      'Customer Line',
      'Olga fleet',
    ]);
    expect(await names(`?expert_bucket_id=${ids.expert}&role=ihm_expert`)).toEqual([]);
  });

  it("another team's or a non-expert bucket is 404; malformed queries are 400", async () => {
    expect((await get(`?expert_bucket_id=${ids.otherExpert}`)).statusCode).toBe(404);
    expect((await get(`?expert_bucket_id=${ids.ownMaint}`)).statusCode).toBe(404);
    expect((await get('?expert_bucket_id=nope')).statusCode).toBe(400);
    expect((await get('?role=captain')).statusCode).toBe(400);
  });

  it('only accepted members: invitees and strangers get 404, no session 401', async () => {
    expect((await get('?role=ihm_expert', invited)).statusCode).toBe(404);
    expect((await get('?role=ihm_expert', stranger)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/ihm/companies` });
    expect(res.statusCode).toBe(401);
  });
});
