import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrant, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { teamProjectWorld } from '../../../test/team-world.ts';

describe('grants: lists, input and who may do what', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let coordinator: FactoryUser;
  let reader: FactoryUser;
  let other: FactoryUser;
  let stranger: FactoryUser;
  let projectId: string;
  let readerGrantId: string;
  let otherGrantId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    const world = await teamProjectWorld(t.db, {
      teamName: 'Owners',
      manager: { firstName: 'Max', lastName: 'Manager' },
      members: { coordinator: { role: 'coordinator' } },
      outsiders: ['reader', 'other', 'stranger'],
      projectName: 'MV Lists',
    });
    ({ manager, coordinator, reader, other, stranger } = world.users);
    projectId = world.project.id;
    readerGrantId = (
      await createGrant(t.db, {
        projectId,
        userId: reader.id,
        accessMode: 'READ',
        issuedByUserId: manager.id,
      })
    ).id;
    otherGrantId = (
      await createGrant(t.db, {
        projectId,
        userId: other.id,
        accessMode: 'READ',
        status: 'issued',
        issuedByUserId: coordinator.id,
      })
    ).id;
  });
  afterAll(() => t.close());

  const ids = (res: { json: () => unknown }) =>
    (res.json() as { id: string }[]).map((item) => item.id).sort();

  describe('GET /projects/{id}/permissions', () => {
    it('managers see every grant; other visible users only their own; strangers 404', async () => {
      expect(ids(await call(manager, 'GET', `/projects/${projectId}/permissions`))).toEqual(
        [readerGrantId, otherGrantId].sort(),
      );
      expect(ids(await call(reader, 'GET', `/projects/${projectId}/permissions`))).toEqual([readerGrantId]);
      expect(ids(await call(coordinator, 'GET', `/projects/${projectId}/permissions`))).toEqual([]);
      expect((await call(other, 'GET', `/projects/${projectId}/permissions`)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', `/projects/${projectId}/permissions`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/projects/${projectId}/permissions`)).statusCode).toBe(401);
    });

    it('includes the issuer and the grantee team when asked', async () => {
      const plain = (await call(manager, 'GET', `/projects/${projectId}/permissions`)).json() as object[];
      expect(plain[0]).not.toHaveProperty('issued_by');
      const res = await call(
        manager,
        'GET',
        `/projects/${projectId}/permissions?include=issued_by,granted_to_team`,
      );
      const grant = (res.json() as { id: string }[]).find((item) => item.id === readerGrantId);
      expect(grant).toMatchObject({
        issued_by: { id: manager.id, first_name: 'Max', last_name: 'Manager' },
        granted_to_team: null,
        subject_project: { id: projectId, name: 'MV Lists' },
        state: 'active',
      });
    });

    it('includes the grantee person, so that no screen has to show an id', async () => {
      const res = await call(manager, 'GET', `/projects/${projectId}/permissions?include=granted_to_user`);
      const grant = (res.json() as { id: string }[]).find((item) => item.id === readerGrantId);
      expect(grant).toMatchObject({ granted_to_user: { id: reader.id, email: reader.email } });
      expect(grant).not.toHaveProperty('granted_to_team');
    });
  });

  describe('POST /projects/{id}/permissions', () => {
    const body = { granted_to_user_email: 'someone@example.org', access_mode: 'READ' };

    it('is for managers: 403 for a visible non-manager, 404 for strangers', async () => {
      expect((await call(coordinator, 'POST', `/projects/${projectId}/permissions`, body)).statusCode).toBe(
        403,
      );
      expect((await call(reader, 'POST', `/projects/${projectId}/permissions`, body)).statusCode).toBe(403);
      expect((await call(stranger, 'POST', `/projects/${projectId}/permissions`, body)).statusCode).toBe(404);
    });

    it.each([
      ['neither address nor team', { access_mode: 'READ' }],
      ['both address and team', { ...body, granted_to_team_id: '00000000-0000-4000-8000-000000000000' }],
      ['a bad address', { ...body, granted_to_user_email: 'not-an-address' }],
      ['level NONE', { ...body, access_mode: 'NONE' }],
      ['an unknown capability', { ...body, capabilities: ['ihm.maint.is_admiral'] }],
      [
        'a window that ends before it starts',
        { ...body, not_valid_before: '2030-01-02T00:00:00Z', not_valid_after: '2030-01-01T00:00:00Z' },
      ],
      ['a date that is not ISO', { ...body, not_valid_after: 'tomorrow' }],
      ['a day that does not exist', { ...body, not_valid_after: '2024-02-30T00:00:00Z' }],
      ['year 0000', { ...body, not_valid_before: '0000-01-01T00:00:00Z' }],
      ['year 275760', { ...body, not_valid_after: '+275760-09-13T00:00:00Z' }],
      ['a NUL character in the address', { ...body, granted_to_user_email: 'some\u0000one@example.org' }],
    ])('400 for %s', async (_name, payload) => {
      expect((await call(manager, 'POST', `/projects/${projectId}/permissions`, payload)).statusCode).toBe(
        400,
      );
    });

    it('lower-cases the address and keeps the capabilities once each', async () => {
      const res = await call(manager, 'POST', `/projects/${projectId}/permissions`, {
        granted_to_user_email: ' Someone@Example.ORG ',
        access_mode: 'READWRITE',
        capabilities: ['ihm.maint.is_expert', 'ihm.maint.is_expert'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        granted_to_user_email: 'someone@example.org',
        capabilities: ['ihm.maint.is_expert'],
        issued_by_team_id: expect.any(String),
      });
    });
  });

  describe('accept, reject, revoke: who', () => {
    it('only the grantee answers: managers and the issuer get 403, strangers 404', async () => {
      expect((await call(manager, 'POST', `/permissions/${otherGrantId}/accept`)).statusCode).toBe(403);
      expect((await call(coordinator, 'POST', `/permissions/${otherGrantId}/reject`)).statusCode).toBe(403);
      expect((await call(reader, 'POST', `/permissions/${otherGrantId}/accept`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/permissions/${otherGrantId}/accept`)).statusCode).toBe(404);
      expect((await call(null, 'POST', `/permissions/${otherGrantId}/accept`)).statusCode).toBe(401);
      expect((await call(other, 'POST', '/permissions/nope/accept')).statusCode).toBe(400);
      expect(
        (await call(other, 'POST', '/permissions/00000000-0000-4000-8000-000000000000/accept')).statusCode,
      ).toBe(404);
    });

    it('the grantee may not revoke; the issuer may even without the manager capability', async () => {
      expect((await call(other, 'POST', `/permissions/${otherGrantId}/revoke`)).statusCode).toBe(403);
      expect((await call(stranger, 'POST', `/permissions/${otherGrantId}/revoke`)).statusCode).toBe(404);
      const res = await call(coordinator, 'POST', `/permissions/${otherGrantId}/revoke`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'revoked' });
    });
  });

  describe('GET /users/{id}/received-permissions', () => {
    it('answers only one’s own grants, with the project and the issuer when asked', async () => {
      const res = await call(reader, 'GET', `/users/${reader.id}/received-permissions?include=issued_by`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          id: readerGrantId,
          subject_project: { id: projectId, name: 'MV Lists' },
          issued_by: expect.objectContaining({ id: manager.id }),
        }),
      ]);
      expect((await call(reader, 'GET', `/users/${manager.id}/received-permissions`)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', `/users/${stranger.id}/received-permissions`)).json()).toEqual([]);
    });

    it('lists grants in every state, revoked ones too', async () => {
      const listed = (await call(other, 'GET', `/users/${other.id}/received-permissions`)).json();
      expect(listed).toEqual([
        expect.objectContaining({ id: otherGrantId, status: 'revoked', state: 'inactive' }),
      ]);
    });
  });
});
