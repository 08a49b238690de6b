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
import { bucketProjects, projects, shipGroups, ships } from '../../db/schema/index.ts';

describe('IHM projects: create, read, change', () => {
  let t: TestApp;
  let call: ApiCall;
  let legal: FactoryUser;
  let coordinator: FactoryUser;
  let invited: FactoryUser;
  let customerManager: FactoryUser;
  let stranger: FactoryUser;
  let expertTeamId: string;
  let customerTeamId: string;
  let expertBucketId: string;
  let groupId: string;
  let foreignGroupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    legal = await createUser(t.db);
    coordinator = await createUser(t.db);
    invited = await createUser(t.db);
    customerManager = await createUser(t.db);
    stranger = await createUser(t.db);
    const expertTeam = await createTeam(t.db, {
      name: 'Survey Experts',
      features: ['ihm.expert', 'ihm.maint'],
      members: [
        { user: legal, role: 'legal' },
        { user: coordinator, role: 'coordinator' },
        { user: invited, role: 'manager', status: 'invited' },
      ],
    });
    expertTeamId = expertTeam.id;
    expertBucketId = (await createBucket(t.db, { teamId: expertTeamId, type: 'ihm_expert', name: 'Survey' }))
      .id;
    const customer = await createTeam(t.db, {
      features: ['ihm.customer', 'ihm.maint'],
      members: [{ user: customerManager, role: 'manager' }],
    });
    customerTeamId = customer.id;
    groupId =
      (await t.db.insert(shipGroups).values({ name: 'Reefers', teamId: expertTeamId }).returning())[0]?.id ??
      '';
    foreignGroupId = (await t.db.insert(shipGroups).values({ name: 'Foreign' }).returning())[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'IHM MV Polaris',
    dataowner_team_id: expertTeamId,
    ship: { name: 'MV Polaris', imo: '9400001', group_id: groupId },
    ...overrides,
  });

  describe('POST /ihm/projects', () => {
    it('creates ship and project for the team and links the team’s expert bucket', async () => {
      const res = await call(legal, 'POST', '/ihm/projects', body());
      expect(res.statusCode).toBe(201);
      const project = res.json();
      expect(project).toMatchObject({
        name: 'IHM MV Polaris',
        type: 'ihm',
        dataowner_team_id: expertTeamId,
        dataowner_user_id: null,
        accessTo: 'IHM',
        pricingModel: 'FREEMIUM',
        removed: false,
        ship: { name: 'MV Polaris', imo: '9400001', image: null },
        expert_bucket: { id: expertBucketId, role: 'ihm_expert' },
        maintenance_bucket: null,
        access_mode: 'READWRITE',
        capabilities: ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
      });
      const [ship] = await t.db.select().from(ships).where(eq(ships.id, project.ship_id));
      expect(ship?.groupId).toBe(groupId);
      const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
      expect(row?.createdByUserId).toBe(legal.id);
      // The coordinator of the team sees it at once.
      expect((await call(coordinator, 'GET', `/ihm/projects/${project.id}?include=ship`)).statusCode).toBe(
        200,
      );
    });

    it('without an expert bucket the project has none; access and plan are taken as given', async () => {
      const team = await createTeam(t.db, {
        features: ['ihm.expert'],
        members: [{ user: legal, role: 'manager' }],
      });
      const res = await call(legal, 'POST', '/ihm/projects', {
        name: 'Dockshelf only',
        dataowner_team_id: team.id,
        ship: { name: 'MV Plain' },
        accessTo: 'DOCKSHELF',
        pricingModel: 'PREMIUM',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        expert_bucket: null,
        accessTo: 'DOCKSHELF',
        pricingModel: 'PREMIUM',
        ship: { imo: null },
      });
    });

    it('without a team the project is the caller’s own (a personal owner, spec section 1)', async () => {
      const res = await call(stranger, 'POST', '/ihm/projects', {
        name: 'My own ship',
        ship: { name: 'MV Mine' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        dataowner_team_id: null,
        dataowner_user_id: stranger.id,
        expert_bucket: null,
      });
      expect((await call(stranger, 'GET', `/ihm/projects/${res.json().id}`)).statusCode).toBe(200);
      expect((await call(legal, 'GET', `/ihm/projects/${res.json().id}`)).statusCode).toBe(404);
    });

    it('403 for members who may not create (coordinator, invited, customer-team manager)', async () => {
      expect((await call(coordinator, 'POST', '/ihm/projects', body())).statusCode).toBe(403);
      expect((await call(invited, 'POST', '/ihm/projects', body())).statusCode).toBe(403);
      const customer = body({ dataowner_team_id: customerTeamId, ship: { name: 'MV C' } });
      expect((await call(customerManager, 'POST', '/ihm/projects', customer)).statusCode).toBe(403);
    });

    it('404 for a team not seen or a ship group not usable; 400 for bad input; 401 without session', async () => {
      expect((await call(stranger, 'POST', '/ihm/projects', body())).statusCode).toBe(404);
      const foreign = body({ ship: { name: 'MV X', group_id: foreignGroupId } });
      expect((await call(legal, 'POST', '/ihm/projects', foreign)).statusCode).toBe(404);
      for (const bad of [
        body({ name: '' }),
        body({ ship: { name: 'MV X', imo: '123' } }),
        body({ dataowner_team_id: 'x' }),
        body({ accessTo: 'ALL' }),
        { name: 'No ship', dataowner_team_id: expertTeamId },
      ]) {
        expect((await call(legal, 'POST', '/ihm/projects', bad)).statusCode).toBe(400);
      }
      expect((await call(null, 'POST', '/ihm/projects', body())).statusCode).toBe(401);
    });
  });

  describe('GET /ihm/projects/{id} and activation-state', () => {
    it('answers visible live projects; removed and invisible ones are 404', async () => {
      const { project } = await createProject(t.db, { teamId: expertTeamId });
      expect((await call(coordinator, 'GET', `/ihm/projects/${project.id}`)).json()).toMatchObject({
        id: project.id,
        ship: { id: project.shipId },
      });
      expect((await call(stranger, 'GET', `/ihm/projects/${project.id}`)).statusCode).toBe(404);
      const removed = await createProject(t.db, { teamId: expertTeamId, removed: true });
      expect((await call(legal, 'GET', `/ihm/projects/${removed.project.id}`)).statusCode).toBe(404);
    });

    it('maintenance is available where the owner team has ihm.maint, active with a maintenance bucket', async () => {
      const maint = await createBucket(t.db, { teamId: expertTeamId, type: 'ihm_maint' });
      const active = await createProject(t.db, { teamId: expertTeamId, maintenanceBucketId: maint.id });
      await t.db
        .insert(bucketProjects)
        .values({ projectId: active.project.id, bucketId: expertBucketId, role: 'ihm_expert' });
      expect(
        (await call(coordinator, 'GET', `/ihm/projects/${active.project.id}/activation-state`)).json(),
      ).toEqual({
        is_available: true,
        is_active: true,
        maintenance_bucket_id: maint.id,
        expert_bucket_id: expertBucketId,
      });
      const personal = await createProject(t.db, { userId: stranger.id, maintenanceBucketId: maint.id });
      expect(
        (await call(stranger, 'GET', `/ihm/projects/${personal.project.id}/activation-state`)).json(),
      ).toEqual({
        is_available: false,
        is_active: false,
        maintenance_bucket_id: maint.id,
        expert_bucket_id: null,
      });
      expect(
        (await call(legal, 'GET', `/ihm/projects/${personal.project.id}/activation-state`)).statusCode,
      ).toBe(404);
    });
  });

  describe('PATCH /ihm/projects/{id}', () => {
    it('writes only what changed and bumps modified_at; the ship too', async () => {
      const { project } = await createProject(t.db, { teamId: expertTeamId, name: 'Before' });
      const before = (await call(legal, 'GET', `/ihm/projects/${project.id}`)).json();
      t.clock.advance(60_000);
      const same = await call(legal, 'PATCH', `/ihm/projects/${project.id}`, { name: 'Before' });
      expect(same.statusCode).toBe(200);
      expect(same.json().modified_at).toBe(before.modified_at);
      const changed = await call(legal, 'PATCH', `/ihm/projects/${project.id}`, {
        name: ' After ',
        pricingModel: 'PREMIUM',
        ship: { name: 'MV Renamed', imo: null },
      });
      expect(changed.json()).toMatchObject({
        name: 'After',
        pricingModel: 'PREMIUM',
        accessTo: 'IHM',
        ship: { name: 'MV Renamed', imo: null },
      });
      expect(Date.parse(changed.json().modified_at)).toBe(t.clock.now().getTime());
    });

    it('403 for non-managers, 404 for strangers, 400 for unknown or bad fields', async () => {
      const { project } = await createProject(t.db, { teamId: expertTeamId });
      await createGrant(t.db, { projectId: project.id, userId: stranger.id, accessMode: 'READWRITE' });
      expect(
        (await call(coordinator, 'PATCH', `/ihm/projects/${project.id}`, { name: 'X' })).statusCode,
      ).toBe(403);
      expect((await call(stranger, 'PATCH', `/ihm/projects/${project.id}`, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect(
        (await call(customerManager, 'PATCH', `/ihm/projects/${project.id}`, { name: 'X' })).statusCode,
      ).toBe(404);
      for (const bad of [
        { name: '' },
        { removed: true },
        { ship: { group_id: groupId } },
        { accessTo: 'x' },
      ]) {
        expect((await call(legal, 'PATCH', `/ihm/projects/${project.id}`, bad)).statusCode).toBe(400);
      }
    });
  });
});
