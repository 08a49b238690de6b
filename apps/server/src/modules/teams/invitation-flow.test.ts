import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mailedLink, signUp } from '../../../test/accounts.ts';
import { auth, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { teamMemberships } from '../../db/schema/index.ts';
import { claimInvitations } from './membership-claim.service.ts';

describe('invitation of an address without an account, end to end', () => {
  let t: TestApp;
  let manager: FactoryUser;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.db, { firstName: 'Mara', lastName: 'Manager' });
  });
  afterAll(() => t.close());

  it('invite → mail → sign-up → linked invitation → accept → member of the team', async () => {
    const email = 'newbie@example.com';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: auth(manager),
      payload: { name: 'North Sea Experts', available_features: ['ihm.expert', 'ihm.maint'] },
    });
    const team = created.json();

    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.id}/memberships`,
      headers: auth(manager),
      payload: { email, role: 'regular' },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ user_id: null, invited_email: email, status: 'invited' });

    // The mail names the team and the inviter, and leads to the sign-up with the address filled in.
    const mail = (await t.mails()).find((m) => m.to === email);
    expect(mail?.subject).toContain('North Sea Experts');
    expect(mail?.text).toContain('Mara Manager');
    const register = await mailedLink(t, email, 'home/register');
    expect(register.email).toBe(email);

    const newbie = await signUp(t, email);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/${newbie.user_id}/team-memberships?include=team`,
      headers: bearer(newbie.token),
    });
    expect(mine.statusCode).toBe(200);
    const [membership] = mine.json();
    expect(membership).toMatchObject({
      id: invite.json().id,
      user_id: newbie.user_id,
      invited_email: email,
      status: 'invited',
      team: { id: team.id, name: 'North Sea Experts' },
    });
    // Invited: the team is visible, its members are not yet.
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(newbie.token) });
    expect((await get(`/api/teams/${team.id}`)).statusCode).toBe(200);
    expect((await get(`/api/teams/${team.id}/memberships`)).statusCode).toBe(404);

    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/team-memberships/${membership.id}/accept`,
      headers: bearer(newbie.token),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ status: 'accepted', accepted_at: expect.any(String) });

    const members = await get(`/api/teams/${team.id}/memberships?include=user`);
    expect(members.statusCode).toBe(200);
    expect(
      members
        .json()
        .map((m: { user: { id: string } }) => m.user.id)
        .sort(),
    ).toEqual([manager.id, newbie.user_id].sort());
    expect((await get(`/api/users/${newbie.user_id}`)).json().available_features).toEqual([
      'ihm.maint',
      'ihm.expert',
    ]);
    expect((await get(`/api/users/${manager.id}`)).statusCode).toBe(200);
    const companies = await get(`/api/teams/${team.id}/ihm/companies?role=ihm_expert`);
    expect(companies.json().map((c: { name: string }) => c.name)).toEqual(['North Sea Experts experts']);
  });

  it('an unlinked invitation to an existing address is listed as theirs and linked when answered', async () => {
    const user = await createUser(t.db, { email: 'late@example.com' });
    const team = await createTeam(t.db, { members: [{ user: manager, role: 'legal' }] });
    const [row] = await t.db
      .insert(teamMemberships)
      .values({
        teamId: team.id,
        invitedEmail: 'late@example.com',
        status: 'invited',
        role: 'guest',
        invitedAt: new Date(),
      })
      .returning();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/team-memberships`,
      headers: auth(user),
    });
    expect(list.json().map((m: { id: string }) => m.id)).toEqual([row?.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/team-memberships/${row?.id}`, headers: auth(user) }))
        .statusCode,
    ).toBe(200);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/team-memberships/${row?.id}/accept`,
      headers: auth(user),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({
      user_id: user.id,
      invited_email: 'late@example.com',
      status: 'accepted',
    });
  });

  it('the claim links one invitation per team and leaves other addresses alone', async () => {
    const team = await createTeam(t.db);
    const other = await createTeam(t.db);
    const user = await createUser(t.db, { email: 'claimer@example.com' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const rows = await t.db
      .insert(teamMemberships)
      .values([
        {
          teamId: team.id,
          invitedEmail: 'claimer@example.com',
          status: 'revoked',
          role: 'guest',
          invitedAt: at(1),
        },
        {
          teamId: team.id,
          invitedEmail: 'claimer@example.com',
          status: 'invited',
          role: 'regular',
          invitedAt: at(0),
        },
        {
          teamId: other.id,
          invitedEmail: 'claimer@example.com',
          status: 'invited',
          role: 'guest',
          invitedAt: at(0),
        },
        {
          teamId: other.id,
          invitedEmail: 'someone-else@example.com',
          status: 'invited',
          role: 'guest',
          invitedAt: at(0),
        },
      ])
      .returning();
    const claimed = await t.db.transaction((tx) =>
      claimInvitations(tx, { userId: user.id, email: 'Claimer@example.com' }),
    );
    expect(claimed).toBe(2);
    const after = await Promise.all(
      rows.map(
        async (r) =>
          (await t.db.select().from(teamMemberships).where(eq(teamMemberships.id, r.id)))[0]?.userId,
      ),
    );
    expect(after).toEqual([null, user.id, user.id, null]);
  });
});
