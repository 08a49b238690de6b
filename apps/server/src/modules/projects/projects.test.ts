import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { projects, shipGroups, ships, userAuditLogs } from '../../db/schema/index.ts';

describe('projects, ships and capabilities', () => {
  let t: TestApp;
  let owner: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let projectId: string;
  let shipId: string;
  let removedId: string;
  let otherShipId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.db, { firstName: 'Olga', lastName: 'Owner' });
    reader = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, { name: 'North', members: [{ user: reader, role: 'guest' }] });
    const [group] = await t.db.insert(shipGroups).values({ name: 'Tankers', teamId: team.id }).returning();
    const own = await createProject(t.db, { userId: owner.id, name: 'Own project' });
    projectId = own.project.id;
    shipId = own.ship.id;
    await t.db.update(ships).set({ groupId: group?.id }).where(eq(ships.id, shipId));
    await t.db.update(projects).set({ accessTo: 'IHM_DOCKSHELF' }).where(eq(projects.id, projectId));
    // A second project on the same ship, owned by the team the reader is a guest of.
    const [second] = await t.db
      .insert(projects)
      .values({ shipId, name: 'Team project on the same ship', dataownerTeamId: team.id })
      .returning();
    if (!second) throw new Error('no project');
    removedId = (await createProject(t.db, { userId: owner.id, name: 'Removed one', removed: true })).project
      .id;
    otherShipId = (await createProject(t.db, { userId: stranger.id })).ship.id;
    await createGrant(t.db, { projectId, userId: reader.id, accessMode: 'READ' });
  });
  afterAll(() => t.close());

  const get = (user: FactoryUser | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? auth(user) : {} });
  const post = (user: FactoryUser, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth(user), payload: payload as object });

  describe('GET /projects/{id}', () => {
    it('answers a visible project with the owner user and the caller’s access', async () => {
      const res = await get(owner, `/projects/${projectId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: projectId,
        name: 'Own project',
        owner_user: { id: owner.id, first_name: 'Olga', last_name: 'Owner', available_features: [] },
        owner_team: null,
        maintenance_bucket: null,
        access_mode: 'READWRITE',
        capabilities: [
          'ihm.maint.is_expert',
          'ihm.maint.is_crew',
          'ihm.maint.is_rules_manager',
          'ihm.maint.is_manager',
        ],
      });
      expect((await get(reader, `/projects/${projectId}`)).json()).toMatchObject({
        access_mode: 'READ',
        capabilities: [],
      });
    });

    it('answers removed projects too, so they can be restored', async () => {
      const res = await get(owner, `/projects/${removedId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ removed: true });
    });

    it('is 404 for strangers and unknown ids, 400 for a malformed id, 401 without a session', async () => {
      expect((await get(stranger, `/projects/${projectId}`)).statusCode).toBe(404);
      expect((await get(owner, '/projects/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(owner, '/projects/nope')).statusCode).toBe(400);
      expect((await get(null, `/projects/${projectId}`)).statusCode).toBe(401);
    });
  });

  describe('GET /projects/{id}/exists', () => {
    it.each([
      ['', true],
      ['?access_to=IHM', true],
      ['?access_to=DOCKSHELF', true],
      ['?access_to=IHM_DOCKSHELF', true],
    ])('an IHM_DOCKSHELF project %s → %s', async (query, exists) => {
      expect((await get(owner, `/projects/${projectId}/exists${query}`)).json()).toEqual({ exists });
    });

    it('an IHM project does not cover DOCKSHELF; removed and invisible projects do not exist', async () => {
      const { project } = await createProject(t.db, { userId: owner.id });
      expect((await get(owner, `/projects/${project.id}/exists?access_to=IHM`)).json()).toEqual({
        exists: true,
      });
      expect((await get(owner, `/projects/${project.id}/exists?access_to=DOCKSHELF`)).json()).toEqual({
        exists: false,
      });
      expect((await get(owner, `/projects/${project.id}/exists?access_to=IHM_DOCKSHELF`)).json()).toEqual({
        exists: false,
      });
      expect((await get(owner, `/projects/${removedId}/exists`)).json()).toEqual({ exists: false });
      expect((await get(stranger, `/projects/${projectId}/exists`)).json()).toEqual({ exists: false });
      expect((await get(owner, `/projects/${projectId}/exists?access_to=ALL`)).statusCode).toBe(400);
    });
  });

  describe('POST /{kind}/{id}/check-capabilities', () => {
    it('answers each capability asked for; unknown names are false', async () => {
      const res = await post(owner, `/projects/${projectId}/check-capabilities`, {
        capabilities: ['ihm.maint.is_manager', 'ihm.maint.is_crew', 'ihm.maint.is_admiral'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        capabilities: {
          'ihm.maint.is_manager': true,
          'ihm.maint.is_crew': true,
          'ihm.maint.is_admiral': false,
        },
      });
      const read = await post(reader, `/projects/${projectId}/check-capabilities`, {
        capabilities: ['ihm.maint.is_manager'],
      });
      expect(read.json()).toEqual({ capabilities: { 'ihm.maint.is_manager': false } });
    });

    it('is 404 for other kinds, malformed ids and invisible projects; 400 for a bad body', async () => {
      const body = { capabilities: ['ihm.maint.is_manager'] };
      expect((await post(owner, `/teams/${projectId}/check-capabilities`, body)).statusCode).toBe(404);
      expect((await post(owner, '/projects/x/check-capabilities', body)).statusCode).toBe(404);
      expect((await post(stranger, `/projects/${projectId}/check-capabilities`, body)).statusCode).toBe(404);
      expect(
        (await post(owner, `/projects/${projectId}/check-capabilities`, { capabilities: 'x' })).statusCode,
      ).toBe(400);
    });
  });

  describe('ships', () => {
    it('GET /ships lists the ships of visible live projects, once each', async () => {
      const res = await get(reader, '/ships');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: string; image: string | null }[];
      expect(list.map((ship) => ship.id)).toEqual([shipId]);
      expect((await get(stranger, '/ships')).json().map((ship: { id: string }) => ship.id)).toEqual([
        otherShipId,
      ]);
    });

    it('GET /ships/groups lists the groups of visible ships', async () => {
      expect((await get(reader, '/ships/groups')).json()).toEqual([
        { id: expect.any(String), name: 'Tankers' },
      ]);
      expect((await get(stranger, '/ships/groups')).json()).toEqual([]);
    });

    it('GET /ships/{id}/projects lists the visible projects of the ship; 404 for a ship not seen', async () => {
      const ownerView = (await get(owner, `/ships/${shipId}/projects`)).json() as { name: string }[];
      expect(ownerView.map((project) => project.name)).toEqual(['Own project']);
      const readerView = (await get(reader, `/ships/${shipId}/projects`)).json() as { name: string }[];
      expect(readerView.map((project) => project.name).sort()).toEqual([
        'Own project',
        'Team project on the same ship',
      ]);
      expect((await get(stranger, `/ships/${shipId}/projects`)).statusCode).toBe(404);
      expect((await get(owner, `/ships/${otherShipId}/projects`)).statusCode).toBe(404);
    });
  });

  describe('POST /user-audit-logs', () => {
    it('stores the entry for the caller', async () => {
      const res = await post(reader, '/user-audit-logs', {
        objectId: projectId,
        objectName: 'project',
        type: 'view',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({});
      const rows = await t.db.select().from(userAuditLogs).where(eq(userAuditLogs.userId, reader.id));
      expect(rows).toMatchObject([{ objectId: projectId, objectName: 'project', type: 'view' }]);
    });

    it('is 400 for a bad body and 401 without a session', async () => {
      expect((await post(reader, '/user-audit-logs', { objectId: 'x' })).statusCode).toBe(400);
      const res = await t.app.inject({ method: 'POST', url: '/api/user-audit-logs', payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });
});
