import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('users', () => {
  let t: TestApp;
  let anna: FactoryUser;
  let ben: FactoryUser;
  let invitee: FactoryUser;
  let stranger: FactoryUser;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await createUser(t.db, { firstName: 'Anna', lastName: 'Berg' });
    ben = await createUser(t.db);
    invitee = await createUser(t.db);
    stranger = await createUser(t.db);
    await createTeam(t.db, {
      features: ['ihm.expert'],
      members: [
        { user: anna, role: 'legal' },
        { user: ben, role: 'regular' },
        { user: invitee, role: 'regular', status: 'invited' },
      ],
    });
    await createTeam(t.db, {
      features: ['ihm.maint', 'ihm.customer'],
      members: [{ user: anna, role: 'guest' }],
    });
    // Features of teams one is only invited to, or has left, do not count.
    await createTeam(t.db, {
      features: ['ihm.maint'],
      members: [{ user: ben, role: 'regular', status: 'revoked' }],
    });
  });
  afterAll(() => t.close());

  const get = (as: FactoryUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth(as) });

  it('GET yourself: the user with the union of the features of your accepted teams', async () => {
    const res = await get(anna, anna.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: anna.id,
      email: anna.email,
      first_name: 'Anna',
      last_name: 'Berg',
      image: null,
      available_features: ['ihm.maint', 'ihm.expert', 'ihm.customer'],
      admin: false,
      expert_view: true,
    });
    expect((await get(ben, ben.id)).json().available_features).toEqual(['ihm.expert']);
    expect((await get(invitee, invitee.id)).json().available_features).toEqual([]);
  });

  it('GET someone sharing an accepted team: 200', async () => {
    expect((await get(ben, anna.id)).statusCode).toBe(200);
    expect((await get(anna, ben.id)).json().id).toBe(ben.id);
  });

  it.each([
    ['an invited member sees no team mate', () => [invitee, anna]],
    ['nobody sees an invited member', () => [anna, invitee]],
    ['a stranger', () => [stranger, anna]],
    ['an unknown id', () => [anna, { id: UNKNOWN }]],
  ])('GET with %s: 404', async (_name, pair) => {
    const [as, target] = pair() as [FactoryUser, { id: string }];
    const res = await get(as, target.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', error: 'Not found', details: null });
  });

  it('GET with a malformed id is 400, without a session 401', async () => {
    expect((await get(anna, 'not-a-uuid')).json().code).toBe('validation');
    expect((await get(anna, 'not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${anna.id}` })).statusCode).toBe(401);
  });

  describe('PATCH /users/{id}', () => {
    const patch = (as: FactoryUser, id: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: auth(as),
        payload: payload as object,
      });

    it('changes only the fields sent, trimmed; an empty name becomes none', async () => {
      const user = await createUser(t.db, { firstName: 'Old', lastName: 'Name' });
      const res = await patch(user, user.id, { first_name: '  Grace  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ first_name: 'Grace', last_name: 'Name' });
      const cleared = await patch(user, user.id, { last_name: '   ' });
      expect(cleared.json()).toMatchObject({ first_name: 'Grace', last_name: null });
      expect((await patch(user, user.id, {})).json()).toMatchObject({ first_name: 'Grace', last_name: null });
    });

    it("keeps the expert view choice on the user (spec section 6), not the browser's", async () => {
      const user = await createUser(t.db);
      expect((await get(user, user.id)).json().expert_view).toBe(true);
      expect((await patch(user, user.id, { expert_view: false })).json()).toMatchObject({
        expert_view: false,
      });
      expect((await get(user, user.id)).json().expert_view).toBe(false);
      expect((await patch(user, user.id, { expert_view: 'no' })).statusCode).toBe(400);
    });

    it.each([
      ['an unknown field', { email: 'new@example.com' }],
      ['a number', { first_name: 5 }],
      ['a name over 100 characters', { first_name: 'x'.repeat(101) }],
    ])('%s is 400 and changes nothing', async (_name, payload) => {
      const res = await patch(anna, anna.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
      const [row] = await t.db.select().from(users).where(eq(users.id, anna.id));
      expect(row).toMatchObject({ firstName: 'Anna', lastName: 'Berg', email: anna.email });
    });

    it("someone else's profile is 404, even a team mate's, and stays as it was", async () => {
      expect((await patch(ben, anna.id, { first_name: 'Hacked' })).statusCode).toBe(404);
      expect((await patch(anna, UNKNOWN, { first_name: 'Ghost' })).statusCode).toBe(404);
      expect((await get(anna, anna.id)).json().first_name).toBe('Anna');
      const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${anna.id}`, payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /users/{id}/team-memberships', () => {
    it("another user's memberships are 404", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${ben.id}/team-memberships`,
        headers: auth(anna),
      });
      expect(res.statusCode).toBe(404);
    });

    it('lists your memberships of every status, with the team and yourself included', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${ben.id}/team-memberships?include=team,user`,
        headers: auth(ben),
      });
      expect(res.statusCode).toBe(200);
      const list = res.json() as {
        status: string;
        team: { available_features: string[] };
        user: { id: string };
      }[];
      expect(list.map((m) => m.status).sort()).toEqual(['accepted', 'revoked']);
      expect(list.every((m) => m.user.id === ben.id && Array.isArray(m.team.available_features))).toBe(true);
      const bare = await t.app.inject({
        method: 'GET',
        url: `/api/users/${ben.id}/team-memberships`,
        headers: auth(ben),
      });
      expect(bare.json()[0]).not.toHaveProperty('team');
      expect(bare.json()[0]).not.toHaveProperty('user');
    });
  });

  it('GET /app/versions needs no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/versions' });
    expect(res.statusCode).toBe(200);
    const build = t.deps.config.build;
    expect(res.json()).toEqual({
      api: build.version,
      web: build.version,
      commit: build.commit,
      build_time: build.time,
    });
  });
});
