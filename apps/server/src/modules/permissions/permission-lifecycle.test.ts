import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('grant lifecycle: issue, accept, access, revoke, expiry', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let grantee: FactoryUser;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db, { firstName: 'Mona', lastName: 'Manager' });
    grantee = await createUser(t.db);
    const team = await createTeam(t.db, { members: [{ user: manager, role: 'manager' }] });
    projectId = (await createProject(t.db, { teamId: team.id, name: 'MV Lifecycle' })).project.id;
  });
  afterAll(() => t.close());

  const issue = async (body: Record<string, unknown>) => {
    const res = await call(manager, 'POST', `/projects/${projectId}/permissions`, {
      granted_to_user_email: grantee.email,
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; status: string; state: string };
  };
  const sees = async (user: FactoryUser) =>
    (await call(user, 'GET', `/projects/${projectId}`)).statusCode === 200;
  const iso = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

  it('issue → accept gives access with the granted capabilities; revoke takes it away at once', async () => {
    const grant = await issue({});
    expect(grant).toMatchObject({
      status: 'issued',
      state: 'pending',
      inactive_reason: null,
      granted_to_user_id: grantee.id,
      granted_to_user_email: grantee.email,
      issued_by_user_id: manager.id,
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
      subject_project: { id: projectId, name: 'MV Lifecycle' },
    });
    const mail = (await t.mails()).find((m) => m.to === grantee.email);
    expect(mail?.subject).toContain('Mona Manager shared the project MV Lifecycle');
    expect(mail?.links).toContain('http://keelson.test/#/dashboard/projects');
    expect(await sees(grantee)).toBe(false);

    const accepted = await call(grantee, 'POST', `/permissions/${grant.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', state: 'active' });
    expect(await sees(grantee)).toBe(true);
    const project = (await call(grantee, 'GET', `/projects/${projectId}`)).json();
    expect(project).toMatchObject({ access_mode: 'READWRITE', capabilities: ['ihm.maint.is_crew'] });
    expect((await call(grantee, 'GET', '/my-projects')).json().total).toBe(1);
    expect((await call(grantee, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(409);
    expect((await call(grantee, 'POST', `/permissions/${grant.id}/reject`)).statusCode).toBe(409);

    const revoked = await call(manager, 'POST', `/permissions/${grant.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      state: 'inactive',
      inactive_reason: 'revoked',
    });
    expect(await sees(grantee)).toBe(false);
    expect((await call(grantee, 'GET', '/my-projects')).json().total).toBe(0);
    expect((await call(manager, 'POST', `/permissions/${grant.id}/revoke`)).statusCode).toBe(409);
  });

  it('a rejected grant gives nothing and cannot be accepted or revoked any more', async () => {
    const grant = await issue({});
    const rejected = await call(grantee, 'POST', `/permissions/${grant.id}/reject`);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      state: 'inactive',
      inactive_reason: 'rejected',
    });
    expect(await sees(grantee)).toBe(false);
    expect((await call(grantee, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(409);
    expect((await call(manager, 'POST', `/permissions/${grant.id}/revoke`)).statusCode).toBe(409);
  });

  it('an issued grant can be revoked before it is answered', async () => {
    const grant = await issue({});
    expect((await call(manager, 'POST', `/permissions/${grant.id}/revoke`)).json()).toMatchObject({
      status: 'revoked',
    });
    expect((await call(grantee, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(409);
  });

  it('not valid before a future time: accepted but pending, access starts with the window', async () => {
    const grant = await issue({ not_valid_before: iso(DAY), not_valid_after: iso(3 * DAY) });
    const accepted = (await call(grantee, 'POST', `/permissions/${grant.id}/accept`)).json();
    expect(accepted).toMatchObject({ status: 'accepted', state: 'pending' });
    expect(await sees(grantee)).toBe(false);
    t.clock.advance(DAY + 1000);
    expect(await sees(grantee)).toBe(true);
    const listed = (await call(grantee, 'GET', `/users/${grantee.id}/received-permissions`)).json() as {
      id: string;
      state: string;
    }[];
    expect(listed.find((item) => item.id === grant.id)?.state).toBe('active');
    t.clock.advance(2 * DAY);
    expect(await sees(grantee)).toBe(false);
    const expired = (await call(manager, 'GET', `/projects/${projectId}/permissions`)).json() as {
      id: string;
      state: string;
      inactive_reason: string | null;
    }[];
    expect(expired.find((item) => item.id === grant.id)).toMatchObject({
      state: 'inactive',
      inactive_reason: 'expired',
    });
    // Still accepted, so it can be revoked (and is then inactive because revoked).
    expect((await call(manager, 'POST', `/permissions/${grant.id}/revoke`)).statusCode).toBe(200);
  });

  it('a grant whose window has passed gives no access and cannot be accepted', async () => {
    const grant = await issue({ not_valid_after: iso(-DAY) });
    expect(grant.state).toBe('inactive');
    expect((await call(grantee, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(409);
    expect(await sees(grantee)).toBe(false);
  });

  it('a grant to an address without an account waits for the sign-up and is linked on accepting', async () => {
    const email = 'newcomer@example.org';
    const grant = await issue({ granted_to_user_email: email });
    expect(grant).toMatchObject({ granted_to_user_id: null, granted_to_user_email: email });
    expect((await t.mails()).some((m) => m.to === email)).toBe(true);
    const newcomer = await createUser(t.db, { email });
    const received = (await call(newcomer, 'GET', `/users/${newcomer.id}/received-permissions`)).json() as {
      id: string;
    }[];
    expect(received.map((item) => item.id)).toEqual([grant.id]);
    const accepted = (await call(newcomer, 'POST', `/permissions/${grant.id}/accept`)).json();
    expect(accepted).toMatchObject({ granted_to_user_id: newcomer.id, state: 'active' });
    expect(await sees(newcomer)).toBe(true);
  });
});

describe('grants to teams', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let teamLegal: FactoryUser;
  let teamRegular: FactoryUser;
  let teamId: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db);
    teamLegal = await createUser(t.db);
    teamRegular = await createUser(t.db);
    const owner = await createTeam(t.db, { members: [{ user: manager, role: 'legal' }] });
    const customer = await createTeam(t.db, {
      name: 'Customer Shipping',
      features: ['ihm.customer', 'ihm.maint'],
      members: [
        { user: teamLegal, role: 'legal' },
        { user: teamRegular, role: 'regular' },
      ],
    });
    teamId = customer.id;
    projectId = (await createProject(t.db, { teamId: owner.id })).project.id;
  });
  afterAll(() => t.close());

  it('mails the team’s managers; a manager of the team accepts, a regular member may not; members get access', async () => {
    const res = await call(manager, 'POST', `/projects/${projectId}/permissions`, {
      granted_to_team_id: teamId,
      access_mode: 'READ',
    });
    expect(res.statusCode).toBe(201);
    const grant = res.json();
    expect(grant).toMatchObject({ granted_to_team_id: teamId, granted_to_user_id: null, capabilities: [] });
    const mails = await t.mails();
    expect(mails.find((m) => m.to === teamLegal.email)?.text).toContain('your team "Customer Shipping"');
    expect(mails.some((m) => m.to === teamRegular.email)).toBe(false);

    const received = (await call(teamRegular, 'GET', `/users/${teamRegular.id}/received-permissions`)).json();
    expect(received.map((item: { id: string }) => item.id)).toEqual([grant.id]);
    expect((await call(teamRegular, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(403);
    expect((await call(teamLegal, 'POST', `/permissions/${grant.id}/accept`)).statusCode).toBe(200);
    const view = await call(teamRegular, 'GET', `/projects/${projectId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ access_mode: 'READ', capabilities: [] });
  });

  it('a team that does not exist is 404', async () => {
    const res = await call(manager, 'POST', `/projects/${projectId}/permissions`, {
      granted_to_team_id: '00000000-0000-4000-8000-000000000000',
      access_mode: 'READ',
    });
    expect(res.statusCode).toBe(404);
  });
});
