import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { countingApp } from '../../../test/query-counter.ts';
import { bucketProjects, projects, shipGroups, ships } from '../../db/schema/index.ts';

type Page = {
  items: { id: string; name: string; removed: boolean; [key: string]: unknown }[];
  total: number;
  page_limit: number;
  page_offset: number;
};

describe('GET /my-projects', () => {
  let t: TestApp;
  let manager: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let teamId: string;
  let groupId: string;
  const created: { id: string; name: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.db, { firstName: 'Mia', lastName: 'Manager' });
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      name: 'Blue Experts',
      members: [{ user: manager, role: 'manager' }],
    });
    teamId = team.id;
    const maint = await createBucket(t.db, { teamId, type: 'ihm_maint', name: 'Blue Maint' });
    const expert = await createBucket(t.db, { teamId, type: 'ihm_expert', name: 'Blue Expert' });
    const [group] = await t.db.insert(shipGroups).values({ name: 'Baltic fleet', teamId }).returning();
    groupId = group?.id ?? '';
    // 55 projects, each modified one minute after the one before; every project has both buckets.
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 55; i++) {
      const { project, ship } = await createProject(t.db, {
        teamId,
        name: `Project ${String(i).padStart(2, '0')}`,
        imo: String(9_100_000 + i),
        maintenanceBucketId: maint.id,
      });
      await t.db
        .insert(bucketProjects)
        .values({ bucketId: expert.id, projectId: project.id, role: 'ihm_expert' });
      await t.db
        .update(projects)
        .set({ modifiedAt: new Date(base + i * 60_000) })
        .where(eq(projects.id, project.id));
      if (i % 10 === 0) await t.db.update(ships).set({ groupId }).where(eq(ships.id, ship.id));
      created.push({ id: project.id, name: project.name });
    }
    await createProject(t.db, { teamId, name: 'Gone 100% for_good', removed: true });
    const first = created[0];
    if (first) {
      await createGrant(t.db, {
        projectId: first.id,
        userId: crew.id,
        accessMode: 'READWRITE',
        capabilities: ['ihm.maint.is_crew'],
      });
    }
  });
  afterAll(() => t.close());

  const list = async (user: FactoryUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/my-projects${query}`, headers: auth(user) });

  it('pages 50 at a time, newest change first, with the total', async () => {
    const first = (await list(manager)).json() as Page;
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ total: 55, page_limit: 50, page_offset: 0 });
    expect(first.items[0]?.name).toBe('Project 54');
    expect(first.items[49]?.name).toBe('Project 05');
    const second = (await list(manager, '?page_offset=50')).json() as Page;
    expect(second.items.map((item) => item.name)).toEqual([
      'Project 04',
      'Project 03',
      'Project 02',
      'Project 01',
      'Project 00',
    ]);
    expect(second.total).toBe(55);
    const past = (await list(manager, '?page_offset=200&page_limit=100')).json() as Page;
    expect(past).toEqual({ items: [], total: 55, page_limit: 100, page_offset: 200 });
  });

  it('answers every relation of a project and the caller’s own access', async () => {
    const page = (await list(manager, '?query=Project%2000')).json() as Page;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      name: 'Project 00',
      type: 'ihm',
      removed: false,
      accessTo: 'IHM',
      pricingModel: 'FREEMIUM',
      dataowner_team_id: teamId,
      dataowner_user_id: null,
      ship: { imo: '9100000', name: expect.stringMatching(/^MV Test/), image: null },
      owner_team: { id: teamId, name: 'Blue Experts', available_features: ['ihm.maint', 'ihm.expert'] },
      owner_user: null,
      maintenance_bucket: { name: 'Blue Maint', role: 'ihm_maint', dataowner_name: 'Blue Experts' },
      expert_bucket: { name: 'Blue Expert', role: 'ihm_expert', dataowner_name: 'Blue Experts' },
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
    });
    const crewPage = (await list(crew)).json() as Page;
    expect(crewPage.total).toBe(1);
    expect(crewPage.items[0]).toMatchObject({
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
  });

  it('filters by project name, ship name or IMO, case-insensitively; pattern characters are literal', async () => {
    expect(((await list(manager, '?query=project%2005')).json() as Page).items.map((p) => p.name)).toEqual([
      'Project 05',
    ]);
    expect(((await list(manager, '?query=9100012')).json() as Page).items.map((p) => p.name)).toEqual([
      'Project 12',
    ]);
    const ship = ((await list(manager, '?query=9100013')).json() as Page).items[0]?.ship as { name: string };
    expect(
      ((await list(manager, `?query=${encodeURIComponent(ship.name.toLowerCase())}`)).json() as Page).total,
    ).toBe(1);
    expect(((await list(manager, '?query=%25')).json() as Page).total).toBe(0);
    expect(((await list(manager, '?query=_')).json() as Page).total).toBe(0);
  });

  it('filters by ship group', async () => {
    const page = (await list(manager, `?groupId=${groupId}`)).json() as Page;
    expect(page.items.map((p) => p.name)).toEqual([
      'Project 50',
      'Project 40',
      'Project 30',
      'Project 20',
      'Project 10',
      'Project 00',
    ]);
  });

  it('lists removed projects only under removed=true', async () => {
    const removed = (await list(manager, '?removed=true')).json() as Page;
    expect(removed.items.map((p) => [p.name, p.removed])).toEqual([['Gone 100% for_good', true]]);
    expect(
      ((await list(manager, '?removed=false&page_limit=100')).json() as Page).items.some((p) => p.removed),
    ).toBe(false);
    expect(((await list(manager, '?query=100%25%20for')).json() as Page).total).toBe(0);
    expect(((await list(manager, '?removed=true&query=100%25%20for')).json() as Page).total).toBe(1);
  });

  it('shows strangers nothing', async () => {
    expect((await list(stranger)).json()).toEqual({ items: [], total: 0, page_limit: 50, page_offset: 0 });
  });

  it('rejects bad paging and filters with 400, and no session with 401', async () => {
    for (const query of [
      '?page_limit=101',
      '?page_limit=0',
      '?page_limit=10',
      '?page_offset=-1',
      '?groupId=x',
      '?removed=yes',
    ]) {
      expect((await list(manager, query)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/my-projects' })).statusCode).toBe(401);
  });

  it('reads a page of 50 with its relations in one query (plus the session lookup)', async () => {
    const counting = await countingApp(t);
    try {
      counting.queries.length = 0;
      const res = await counting.app.inject({
        method: 'GET',
        url: '/api/my-projects',
        headers: auth(manager),
      });
      expect((res.json() as Page).items).toHaveLength(50);
      const projectQueries = counting.queries.filter((query) => !query.includes('"sessions"'));
      expect(counting.queries.length - projectQueries.length).toBe(1);
      expect(projectQueries).toHaveLength(1);
    } finally {
      await counting.app.close();
    }
  });

  it('keeps the query count flat past the last page (one more count query)', async () => {
    const counting = await countingApp(t);
    try {
      counting.queries.length = 0;
      await counting.app.inject({
        method: 'GET',
        url: '/api/my-projects?page_offset=500',
        headers: auth(manager),
      });
      expect(counting.queries.filter((query) => !query.includes('"sessions"'))).toHaveLength(2);
    } finally {
      await counting.app.close();
    }
  });
});
