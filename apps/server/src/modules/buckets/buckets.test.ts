import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucket, createGrant, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { teamProjectWorld } from '../../../test/team-world.ts';

describe('project buckets and companies', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let regular: FactoryUser;
  let invited: FactoryUser;
  let reader: FactoryUser;
  let stranger: FactoryUser;
  let teamId: string;
  let projectId: string;
  let maintId: string;
  let expertId: string;
  let foreignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await teamProjectWorld(t.db, {
      teamName: 'Harbour Experts',
      manager: { firstName: 'Mara', lastName: 'Manager' },
      members: { regular: { role: 'regular' }, invited: { role: 'manager', status: 'invited' } },
      outsiders: ['reader', 'stranger'],
    });
    ({ manager, regular, invited, reader, stranger } = world.users);
    teamId = world.team.id;
    projectId = world.project.id;
    maintId = (await createBucket(t.db, { teamId, type: 'ihm_maint', name: 'Harbour Maint' })).id;
    expertId = (await createBucket(t.db, { teamId, type: 'ihm_expert', name: 'Harbour Expert' })).id;
    foreignId = (await createBucket(t.db, { userId: stranger.id, type: 'ihm_maint', name: 'Foreign' })).id;
    await createGrant(t.db, { projectId, userId: reader.id, accessMode: 'READ' });
  });
  afterAll(() => t.close());

  describe('links', () => {
    let linkId: string;

    it('managers link their team’s bucket in its role; one link per role', async () => {
      const res = await call(manager, 'POST', `/projects/${projectId}/buckets`, {
        bucket_id: maintId,
        role: 'ihm_maint',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        bucket_id: maintId,
        project_id: projectId,
        role: 'ihm_maint',
        bucket: { id: maintId, name: 'Harbour Maint', dataowner_name: 'Harbour Experts' },
      });
      linkId = res.json().id;
      const again = await call(manager, 'POST', `/projects/${projectId}/buckets`, {
        bucket_id: maintId,
        role: 'ihm_maint',
      });
      expect(again.statusCode).toBe(409);
      const project = (await call(manager, 'GET', `/projects/${projectId}`)).json();
      expect(project.maintenance_bucket).toMatchObject({ id: maintId });
    });

    it('a bucket of someone else, or of another type than the role, is 404', async () => {
      for (const [bucket_id, role] of [
        [foreignId, 'ihm_maint'],
        [maintId, 'ihm_expert'],
        ['00000000-0000-4000-8000-000000000000', 'ihm_expert'],
      ]) {
        const res = await call(manager, 'POST', `/projects/${projectId}/buckets`, { bucket_id, role });
        expect(res.statusCode).toBe(404);
      }
    });

    it('non-managers get 403, strangers 404, bad input 400', async () => {
      const body = { bucket_id: expertId, role: 'ihm_expert' };
      expect((await call(regular, 'POST', `/projects/${projectId}/buckets`, body)).statusCode).toBe(403);
      expect((await call(reader, 'POST', `/projects/${projectId}/buckets`, body)).statusCode).toBe(403);
      expect((await call(stranger, 'POST', `/projects/${projectId}/buckets`, body)).statusCode).toBe(404);
      expect(
        (await call(manager, 'POST', `/projects/${projectId}/buckets`, { bucket_id: expertId, role: 'x' }))
          .statusCode,
      ).toBe(400);
    });

    it('GET lists the links of a visible project, with the buckets when asked', async () => {
      const plain = await call(reader, 'GET', `/projects/${projectId}/buckets`);
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toEqual([
        { id: linkId, bucket_id: maintId, project_id: projectId, role: 'ihm_maint' },
      ]);
      const withBucket = await call(reader, 'GET', `/projects/${projectId}/buckets?include=bucket`);
      expect(withBucket.json()[0].bucket).toMatchObject({ id: maintId, short_id: maintId.slice(0, 6) });
      expect((await call(stranger, 'GET', `/projects/${projectId}/buckets`)).statusCode).toBe(404);
    });

    it('DELETE unlinks (managers: 204); others 403 or 404', async () => {
      expect((await call(regular, 'DELETE', `/project-buckets/${linkId}`)).statusCode).toBe(403);
      expect((await call(stranger, 'DELETE', `/project-buckets/${linkId}`)).statusCode).toBe(404);
      const res = await call(manager, 'DELETE', `/project-buckets/${linkId}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await call(manager, 'DELETE', `/project-buckets/${linkId}`)).statusCode).toBe(404);
      expect((await call(manager, 'GET', `/projects/${projectId}/buckets`)).json()).toEqual([]);
    });

    it('an archived bucket cannot be linked (409)', async () => {
      await call(manager, 'POST', `/ihm/maint/buckets/${expertId}/archive`);
      const res = await call(manager, 'POST', `/projects/${projectId}/buckets`, {
        bucket_id: expertId,
        role: 'ihm_expert',
      });
      expect(res.statusCode).toBe(409);
      await call(manager, 'POST', `/ihm/maint/buckets/${expertId}/restore`);
    });
  });

  describe('companies', () => {
    it('owner team members and the owner user see a company; strangers and invitees do not', async () => {
      const res = await call(regular, 'GET', `/ihm/maint/companies/${maintId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: maintId,
        name: 'Harbour Maint',
        role: 'ihm_maint',
        dataowner_team_id: teamId,
        dataowner_name: 'Harbour Experts',
        archived: false,
        checked: false,
      });
      expect(
        (await call(stranger, 'GET', `/ihm/maint/companies/${foreignId}`)).json().dataowner_name,
      ).toMatch(/^Test User/);
      expect((await call(stranger, 'GET', `/ihm/maint/companies/${maintId}`)).statusCode).toBe(404);
      expect((await call(invited, 'GET', `/ihm/maint/companies/${maintId}`)).statusCode).toBe(404);
      expect((await call(reader, 'GET', `/ihm/maint/companies/${maintId}`)).statusCode).toBe(404);
    });

    it('those who see a project served by the company see it too', async () => {
      await call(manager, 'POST', `/projects/${projectId}/buckets`, {
        bucket_id: maintId,
        role: 'ihm_maint',
      });
      expect((await call(reader, 'GET', `/ihm/maint/companies/${maintId}`)).statusCode).toBe(200);
      expect(
        (await call(reader, 'PATCH', `/ihm/maint/companies/${maintId}`, { checked: true })).statusCode,
      ).toBe(403);
    });

    it('PATCH: legal and manager members change only the fields sent', async () => {
      const res = await call(manager, 'PATCH', `/ihm/maint/companies/${maintId}`, { checked: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Harbour Maint', checked: true });
      const renamed = await call(manager, 'PATCH', `/ihm/maint/companies/${maintId}`, {
        name: ' Harbour Care ',
      });
      expect(renamed.json()).toMatchObject({ name: 'Harbour Care', checked: true });
      expect(
        (await call(regular, 'PATCH', `/ihm/maint/companies/${maintId}`, { checked: false })).statusCode,
      ).toBe(403);
      expect(
        (await call(stranger, 'PATCH', `/ihm/maint/companies/${maintId}`, { checked: false })).statusCode,
      ).toBe(404);
      for (const body of [{ name: '' }, { role: 'ihm_expert' }, { checked: 'yes' }]) {
        expect((await call(manager, 'PATCH', `/ihm/maint/companies/${maintId}`, body)).statusCode).toBe(400);
      }
    });

    it('archive and restore, each from the right state only', async () => {
      expect((await call(regular, 'POST', `/ihm/maint/buckets/${maintId}/archive`)).statusCode).toBe(403);
      expect((await call(stranger, 'POST', `/ihm/maint/buckets/${maintId}/archive`)).statusCode).toBe(404);
      const archived = await call(manager, 'POST', `/ihm/maint/buckets/${maintId}/archive`);
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ archived: true });
      expect((await call(manager, 'POST', `/ihm/maint/buckets/${maintId}/archive`)).statusCode).toBe(409);
      expect((await call(manager, 'POST', `/ihm/maint/buckets/${maintId}/restore`)).json()).toMatchObject({
        archived: false,
      });
      expect((await call(manager, 'POST', `/ihm/maint/buckets/${maintId}/restore`)).statusCode).toBe(409);
      expect((await call(null, 'POST', `/ihm/maint/buckets/${maintId}/restore`)).statusCode).toBe(401);
    });
  });
});
