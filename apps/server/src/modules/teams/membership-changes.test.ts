import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type MembershipWorld, membershipWorld } from '../../../test/membership-world.ts';
import { teamMemberships } from '../../db/schema/index.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('team membership changes', () => {
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
  const row = async (id: string) =>
    (await t.db.select().from(teamMemberships).where(eq(teamMemberships.id, id)))[0];

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

    it('the two managers stepping down at once: one may, the other is 409', async () => {
      const results = await Promise.all([
        call('PATCH', `/team-memberships/${w.of(w.u.legal)}`, w.u.legal, { role: 'regular' }),
        call('PATCH', `/team-memberships/${w.of(w.u.manager)}`, w.u.manager, { role: 'regular' }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, w.team.id));
      expect(
        rows.filter((m) => m.status === 'accepted' && ['legal', 'manager'].includes(m.role)),
      ).toHaveLength(1);
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
