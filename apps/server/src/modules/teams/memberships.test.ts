import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type MembershipWorld, membershipWorld } from '../../../test/membership-world.ts';
import { teamMemberships } from '../../db/schema/index.ts';
import { sendMailJob } from '../../mail/mail-job.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('team memberships', () => {
  let t: TestApp;
  let w: MembershipWorld;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    w = await membershipWorld(t.db);
  });
  afterAll(() => t.close());

  // These tests name the method first; the shared caller takes the user first.
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: FactoryUser | null, payload?: unknown) =>
    apiCaller(t)(as, method, url, payload);

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

    it('two invitations of one address at once: one is written, the other is 409', async () => {
      const email = `race-${w.team.id.slice(0, 8)}@example.com`;
      const invite = () =>
        call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, { email, role: 'guest' });
      const results = await Promise.all([invite(), invite()]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.db.select().from(teamMemberships).where(eq(teamMemberships.invitedEmail, email));
      expect(rows).toHaveLength(1);
    });

    it('when the mail cannot be sent, the invitation is kept and its mail is retried', async () => {
      const queuedMailsTo = async (to: string) =>
        (
          (await t.db.execute(
            sql`select state, retry_count, output from pgboss.job where name = ${sendMailJob.name} and data->>'to' = ${to}`,
          )) as unknown as { rows: { state: string; retry_count: number; output: unknown }[] }
        ).rows;
      const send = t.deps.mailer.send;
      t.deps.mailer.send = async () => {
        throw new Error('smtp down');
      };
      const email = `unsent-${w.team.id.slice(0, 8)}@example.com`;
      try {
        const res = await call('POST', `/teams/${w.team.id}/memberships`, w.u.legal, {
          email,
          role: 'guest',
        });
        expect(res.statusCode).toBe(201);
        const rows = await t.db.select().from(teamMemberships).where(eq(teamMemberships.invitedEmail, email));
        expect(rows).toHaveLength(1);
        // The worker's first try fails: the mail waits for its retry, with its error.
        expect(await t.deps.jobs.workOff(sendMailJob)).toBeGreaterThanOrEqual(1);
        const [queued] = await queuedMailsTo(email);
        expect(queued?.state).toBe('retry');
        expect(JSON.stringify(queued?.output)).toContain('smtp down');
      } finally {
        t.deps.mailer.send = send;
      }
      expect(await t.deps.jobs.workOff(sendMailJob, { ignoreStartAfter: true })).toBeGreaterThanOrEqual(1);
      expect((await t.mails()).filter((mail) => mail.to === email)).toHaveLength(1);
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
});
