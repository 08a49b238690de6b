import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buckets, purchaseOrderItems, purchaseOrders, users, vessels } from '../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the caller’s task counts in a company', () => {
  let t: TestApp;
  let call: ApiCall;
  let legal: FactoryUser;
  let crewView: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let teamId: string;
  let bucketId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    legal = await createUser(t.db);
    crewView = await createUser(t.db);
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    // An expert who switched the expert view off counts what the crew counts.
    await t.db.update(users).set({ expertView: false }).where(eq(users.id, crewView.id));
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [
        { user: legal, role: 'legal' },
        { user: crewView, role: 'regular' },
      ],
    });
    teamId = team.id;
    const bucket = await createBucket(t.db, { teamId, type: 'ihm_maint', name: 'Counted Lines' });
    bucketId = bucket.id;
    const { project: granted } = await createProject(t.db, { teamId, maintenanceBucketId: bucketId });
    const { project: other } = await createProject(t.db, { teamId, maintenanceBucketId: bucketId });
    await createGrant(t.db, {
      projectId: granted.id,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
    const order = async (projectId: string) => {
      const [vessel] = await t.db.insert(vessels).values({ bucketId, name: 'MV', projectId }).returning();
      const [row] = await t.db
        .insert(purchaseOrders)
        .values({ bucketId, vesselId: vessel?.id as string, status: 'ordered', orderedAt: new Date() })
        .returning();
      return row?.id as string;
    };
    const seen = await order(granted.id);
    const unseen = await order(other.id);
    const past = new Date(Date.now() - DAY);
    const future = new Date(Date.now() + DAY);
    const item = (orderId: string, values: Partial<typeof purchaseOrderItems.$inferInsert>) =>
      t.db.insert(purchaseOrderItems).values({ bucketId, orderId, articleDescription: 'Item', ...values });
    await item(seen, { expertList: 'tasks', expertOverdueSince: past });
    await item(seen, { expertList: 'tasks', expertOverdueSince: future });
    await item(seen, { expertList: 'monitor' });
    await item(seen, { expertList: 'done' });
    await item(seen, { expertList: 'tasks', isActive: false });
    await item(seen, { crewList: 'tasks', crewOverdueSince: past });
    await item(seen, { crewList: 'monitor' });
    await item(unseen, { expertList: 'tasks' });
    await item(unseen, { crewList: 'tasks', crewOverdueSince: future });
  });
  afterAll(() => t.close());

  const company = async (user: FactoryUser) =>
    (await call(user, 'GET', `/ihm/maint/companies/${bucketId}`)).json();

  it('an expert counts the expert lists of every vessel; inactive and done items do not count', async () => {
    expect(await company(legal)).toMatchObject({
      open_tasks: 3,
      tasks_to_monitor: 1,
      overdue_tasks: 1,
      task_list: 'expert_tasks',
    });
  });

  it('an expert with the expert view off counts the crew lists', async () => {
    expect(await company(crewView)).toMatchObject({
      open_tasks: 2,
      tasks_to_monitor: 1,
      overdue_tasks: 1,
      task_list: 'crew_tasks',
    });
  });

  it('crew granted one ship count that ship only', async () => {
    expect(await company(crew)).toMatchObject({
      open_tasks: 1,
      tasks_to_monitor: 1,
      overdue_tasks: 1,
      task_list: 'crew_tasks',
    });
  });

  it('the team’s company list carries the same counts; other answers of a bucket do not', async () => {
    const res = await call(legal, 'GET', `/teams/${teamId}/ihm/companies?role=ihm_maint`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: bucketId, open_tasks: 3, tasks_to_monitor: 1, overdue_tasks: 1 }),
    ]);
    const projects = (await call(legal, 'GET', '/my-projects')).json();
    expect(projects.items[0].maintenance_bucket).not.toHaveProperty('open_tasks');
  });

  it('an archived company still answers its counts to those who see it; strangers get 404', async () => {
    await t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, bucketId));
    try {
      expect(await company(legal)).toMatchObject({ archived: true, open_tasks: 3 });
      expect((await call(stranger, 'GET', `/ihm/maint/companies/${bucketId}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(buckets).set({ archived: false }).where(eq(buckets.id, bucketId));
    }
  });
});
