import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { teamMemberships } from '../../db/schema/index.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type World = Awaited<ReturnType<typeof world>>;
async function world(t: TestApp) {
  const u = {
    legal: await createUser(t.db),
    manager: await createUser(t.db),
    regular: await createUser(t.db),
    invited: await createUser(t.db),
    rejected: await createUser(t.db),
    stranger: await createUser(t.db),
  };
  const team = await createTeam(t.db, {
    name: `Crew ${Math.random().toString(36).slice(2, 8)}`,
    members: [
      { user: u.legal, role: 'legal' },
      { user: u.manager, role: 'manager' },
      { user: u.regular, role: 'regular' },
      { user: u.invited, role: 'coordinator', status: 'invited' },
      { user: u.rejected, role: 'regular', status: 'rejected' },
    ],
  });
  const rows = await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, team.id));
  const of = (user: FactoryUser) => rows.find((row) => row.userId === user.id)?.id as string;
  return { u, team, of };
}

describe('team memberships', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    w = await world(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: FactoryUser | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: as ? auth(as) : {}, payload: payload as object });
  const row = async (id: string) =>
    (await t.db.select().from(teamMemberships).where(eq(teamMemberships.id, id)))[0];

  describe('GET /teams/{id}/memberships', () => {
    it('managers see every status, with the users included', async () => {
      const res = await call('GET', `/teams/${w.team.id}/memberships?include=user`, w.u.manager);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { status: string; user: { id: string; email: string } }[];
      expect(list.map((m) => m.status).sort()).toEqual([
        'accepted',
        'accepted',
        'accepted',
        'invited',
        'rejected',
      ]);
      expect(list.find((m) => m.user.id === w.u.regular.id)?.user.email).toBe(w.u.regular.email);
    });

    it('other accepted members see accepted and invited members only', async () => {
      const res = await call('GET', `/teams/${w.team.id}/memberships`, w.u.regular);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { status: string }[];
      expect(list.map((m) => m.status).sort()).toEqual(['accepted', 'accepted', 'accepted', 'invited']);
      expect(list[0]).not.toHaveProperty('user');
    });

    it('invitees, former members and strangers get 404; malformed ids 400', async () => {
      for (const user of [w.u.invited, w.u.rejected, w.u.stranger]) {
        expect((await call('GET', `/teams/${w.team.id}/memberships`, user)).statusCode).toBe(404);
      }
      expect((await call('GET', `/teams/${UNKNOWN}/memberships`, w.u.legal)).statusCode).toBe(404);
      expect((await call('GET', '/teams/x/memberships', w.u.legal)).statusCode).toBe(400);
      expect((await call('GET', `/teams/${w.team.id}/memberships`, null)).statusCode).toBe(401);
    });
  });

  describe('POST /teams/{id}/memberships (invitations)', () => {
    it('an address with an account is linked at once and mailed an invitation to sign in and accept', async () => {
      const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.manager, {
        email: ` ${w.u.stranger.email.toUpperCase()} `,
        role: 'regular',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        team_id: w.team.id,
        user_id: w.u.stranger.id,
        invited_email: w.u.stranger.email,
        status: 'invited',
        role: 'regular',
        invited_at: expect.any(String),
        accepted_at: null,
      });
      const mail = (await t.mails()).filter((m) => m.to === w.u.stranger.email).at(-1);
      expect(mail?.subject).toContain(w.team.name);
      expect(mail?.text).toMatch(/sign in and accept/i);
      expect(mail?.links).toContain('http://keelson.test/#/home/login');
      expect(mail?.links.some((link) => link.includes('#/home/register?'))).toBe(false);
      // The invitee sees the team now, and the invitation among their memberships.
      expect((await call('GET', `/teams/${w.team.id}`, w.u.stranger)).statusCode).toBe(200);
      const mine = await call('GET', `/users/${w.u.stranger.id}/team-memberships`, w.u.stranger);
      expect(mine.json().map((m: { id: string }) => m.id)).toContain(res.json().id);
    });

    it('an address without an account gets the sign-up link with the address filled in', async () => {
      const email = `new-${w.team.id.slice(0, 8)}@example.com`;
      const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, { email, role: 'guest' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        user_id: null,
        invited_email: email,
        status: 'invited',
        role: 'guest',
      });
      const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toContain(w.team.name);
      expect(mail?.links).toContain(`http://keelson.test/#/home/register?email=${encodeURIComponent(email)}`);
      expect(mail?.text).toMatch(/sign in and accept/i);
    });

    it('inviting someone already invited or accepted is 409 and changes nothing', async () => {
      const email = `twice-${w.team.id.slice(0, 8)}@example.com`;
      expect(
        (await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, { email, role: 'guest' }))
          .statusCode,
      ).toBe(201);
      for (const target of [email, w.u.invited.email, w.u.regular.email, w.u.legal.email]) {
        const before = await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, w.team.id));
        const mailsBefore = (await t.mails()).length;
        const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, {
          email: target,
          role: 'manager',
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('conflict');
        expect(
          await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, w.team.id)),
        ).toEqual(before);
        expect((await t.mails()).length).toBe(mailsBefore);
      }
    });

    it('inviting a rejected or revoked member opens the same membership again', async () => {
      const id = w.of(w.u.rejected);
      const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, {
        email: w.u.rejected.email,
        role: 'manager',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id, status: 'invited', role: 'manager', rejected_at: null });
      const revoke = await call('POST', `/team-memberships/${w.of(w.u.regular)}/revoke`, w.u.legal);
      expect(revoke.statusCode).toBe(200);
      const again = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, {
        email: w.u.regular.email,
        role: 'regular',
      });
      expect(again.json()).toMatchObject({ id: w.of(w.u.regular), status: 'invited', revoked_at: null });
    });

    it.each([
      ['a regular member', 'regular', 403],
      ['an invitee', 'invited', 404],
      ['a stranger', 'stranger', 404],
    ] as const)('%s cannot invite (%i) and nothing is written', async (_name, who, status) => {
      const before = (await t.db.select({ n: count() }).from(teamMemberships))[0]?.n;
      const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u[who], {
        email: 'someone@example.com',
        role: 'regular',
      });
      expect(res.statusCode).toBe(status);
      expect((await t.db.select({ n: count() }).from(teamMemberships))[0]?.n).toBe(before);
    });

    it.each([
      ['a malformed address', { email: 'not-an-address', role: 'regular' }],
      ['an unknown role', { email: 'a@example.com', role: 'captain' }],
      ['no role', { email: 'a@example.com' }],
    ])('%s is 400', async (_name, payload) => {
      const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });
  });

  describe('GET /team-memberships/{id}', () => {
    it('the member and the team see it, with team and user included', async () => {
      for (const user of [w.u.regular, w.u.legal, w.u.manager]) {
        const res = await call('GET', `/team-memberships/${w.of(w.u.regular)}?include=team,user`, user);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ team: { id: w.team.id }, user: { id: w.u.regular.id } });
      }
      // The invitee sees their own invitation.
      expect((await call('GET', `/team-memberships/${w.of(w.u.invited)}`, w.u.invited)).statusCode).toBe(200);
      expect((await call('GET', `/team-memberships/${w.of(w.u.rejected)}`, w.u.rejected)).statusCode).toBe(
        200,
      );
    });

    it('others get 404: strangers, invitees for other members, non-managers for a rejected one', async () => {
      expect((await call('GET', `/team-memberships/${w.of(w.u.regular)}`, w.u.stranger)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/team-memberships/${w.of(w.u.regular)}`, w.u.invited)).statusCode).toBe(404);
      expect((await call('GET', `/team-memberships/${w.of(w.u.rejected)}`, w.u.regular)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/team-memberships/${w.of(w.u.rejected)}`, w.u.manager)).statusCode).toBe(
        200,
      );
      expect((await call('GET', `/team-memberships/${UNKNOWN}`, w.u.legal)).statusCode).toBe(404);
      expect((await call('GET', '/team-memberships/x', w.u.legal)).statusCode).toBe(400);
    });
  });

  describe('PATCH /team-memberships/{id}', () => {
    it('a manager changes a role', async () => {
      const res = await call('PATCH', `/team-memberships/${w.of(w.u.regular)}`, w.u.manager, {
        role: 'coordinator',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'coordinator', status: 'accepted' });
      const invited = await call('PATCH', `/team-memberships/${w.of(w.u.invited)}`, w.u.manager, {
        role: 'guest',
      });
      expect(invited.json()).toMatchObject({ role: 'guest', status: 'invited' });
    });

    it('demoting one of two managers is fine; the last one is 409 and stays', async () => {
      const demote = await call('PATCH', `/team-memberships/${w.of(w.u.manager)}`, w.u.legal, {
        role: 'regular',
      });
      expect(demote.statusCode).toBe(200);
      const last = await call('PATCH', `/team-memberships/${w.of(w.u.legal)}`, w.u.legal, {
        role: 'manager',
      });
      expect(last.statusCode).toBe(200);
      const res = await call('PATCH', `/team-memberships/${w.of(w.u.legal)}`, w.u.legal, { role: 'guest' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conflict');
      expect((await row(w.of(w.u.legal)))?.role).toBe('manager');
    });

    it('non-managers get 403, strangers 404; rejected memberships 409; bad bodies 400; nothing changes', async () => {
      const id = w.of(w.u.regular);
      expect(
        (await call('PATCH', `/team-memberships/${id}`, w.u.regular, { role: 'legal' })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/team-memberships/${id}`, w.u.stranger, { role: 'legal' })).statusCode,
      ).toBe(404);
      expect(
        (await call('PATCH', `/team-memberships/${id}`, w.u.invited, { role: 'legal' })).statusCode,
      ).toBe(404);
      expect(
        (await call('PATCH', `/team-memberships/${id}`, w.u.legal, { role: 'admiral' })).statusCode,
      ).toBe(400);
      expect(
        (await call('PATCH', `/team-memberships/${id}`, w.u.legal, { role: 'legal', status: 'x' }))
          .statusCode,
      ).toBe(400);
      expect((await row(id))?.role).toBe('regular');
      const rejected = await call('PATCH', `/team-memberships/${w.of(w.u.rejected)}`, w.u.legal, {
        role: 'guest',
      });
      expect(rejected.statusCode).toBe(409);
      expect((await row(w.of(w.u.rejected)))?.role).toBe('regular');
    });
  });

  describe('accept, reject, revoke', () => {
    it('the invitee accepts: accepted with its time, and sees the members', async () => {
      const id = w.of(w.u.invited);
      const res = await call('POST', `/team-memberships/${id}/accept`, w.u.invited);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'accepted', accepted_at: expect.any(String) });
      expect((await call('GET', `/teams/${w.team.id}/memberships`, w.u.invited)).statusCode).toBe(200);
      // Only from invited.
      for (const action of ['accept', 'reject']) {
        const again = await call('POST', `/team-memberships/${id}/${action}`, w.u.invited);
        expect(again.statusCode).toBe(409);
      }
      expect((await row(id))?.status).toBe('accepted');
    });

    it('the invitee rejects: rejected with its time; the team is gone from their view', async () => {
      const id = w.of(w.u.invited);
      const res = await call('POST', `/team-memberships/${id}/reject`, w.u.invited);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'rejected',
        rejected_at: expect.any(String),
        accepted_at: null,
      });
      expect((await call('GET', `/teams/${w.team.id}`, w.u.invited)).statusCode).toBe(404);
      expect((await call('POST', `/team-memberships/${id}/accept`, w.u.invited)).statusCode).toBe(409);
    });

    it('nobody else answers an invitation: team members 403, strangers 404', async () => {
      const id = w.of(w.u.invited);
      for (const action of ['accept', 'reject']) {
        expect((await call('POST', `/team-memberships/${id}/${action}`, w.u.legal)).statusCode).toBe(403);
        expect((await call('POST', `/team-memberships/${id}/${action}`, w.u.stranger)).statusCode).toBe(404);
        expect((await call('POST', `/team-memberships/${UNKNOWN}/${action}`, w.u.invited)).statusCode).toBe(
          404,
        );
        expect((await call('POST', `/team-memberships/x/${action}`, w.u.invited)).statusCode).toBe(400);
        expect((await call('POST', `/team-memberships/${id}/${action}`, null)).statusCode).toBe(401);
      }
      expect((await row(id))?.status).toBe('invited');
    });

    it('a manager revokes a member or an invitation; only once', async () => {
      for (const user of [w.u.regular, w.u.invited]) {
        const res = await call('POST', `/team-memberships/${w.of(user)}/revoke`, w.u.manager);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
        expect((await call('GET', `/teams/${w.team.id}`, user)).statusCode).toBe(404);
        expect((await call('POST', `/team-memberships/${w.of(user)}/revoke`, w.u.manager)).statusCode).toBe(
          409,
        );
      }
      expect(
        (await call('POST', `/team-memberships/${w.of(w.u.rejected)}/revoke`, w.u.manager)).statusCode,
      ).toBe(409);
    });

    it('a member leaves; a non-manager cannot revoke others (403)', async () => {
      expect(
        (await call('POST', `/team-memberships/${w.of(w.u.manager)}/revoke`, w.u.regular)).statusCode,
      ).toBe(403);
      expect((await row(w.of(w.u.manager)))?.status).toBe('accepted');
      const res = await call('POST', `/team-memberships/${w.of(w.u.regular)}/revoke`, w.u.regular);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('revoked');
    });

    it('the last legal or manager member cannot be revoked nor leave (409)', async () => {
      expect(
        (await call('POST', `/team-memberships/${w.of(w.u.manager)}/revoke`, w.u.legal)).statusCode,
      ).toBe(200);
      for (const as of [w.u.legal]) {
        const res = await call('POST', `/team-memberships/${w.of(w.u.legal)}/revoke`, as);
        expect(res.statusCode).toBe(409);
      }
      expect((await row(w.of(w.u.legal)))?.status).toBe('accepted');
    });
  });
});
