import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type AuthzWorld, type MatrixRow, type Relation, statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { PNG } from '../../../test/images.ts';
import { teamMemberships } from '../../db/schema/index.ts';

/**
 * Who may call the users and teams endpoints. Project grantees are not team members: for team
 * endpoints they are strangers. Invitees see the team (and its image) and answer their invitation;
 * everything else of the team is 404 to them, as to anyone outside it.
 */
const members = {
  owner_legal: 200,
  owner_manager: 200,
  owner_coordinator: 200,
  owner_regular: 200,
  owner_guest: 200,
} as const;
const managersOnly = (ok: number) => ({
  owner_legal: ok,
  owner_manager: ok,
  owner_coordinator: 403,
  owner_regular: 403,
  owner_guest: 403,
});
const image = { 'content-type': 'image/png' };

runAuthorizationMatrix('users and teams', [
  {
    endpoint: 'GET /app/versions',
    request: () => ({ method: 'GET', url: '/api/app/versions' }),
    expect: statuses(200, { unauthenticated: 200 }),
  },
  {
    endpoint: 'GET /users/{id}',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.users.owner_regular.id}` }),
    expect: statuses(404, members),
  },
  {
    endpoint: 'PATCH /users/{id}',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/users/${w.users.owner_regular.id}`,
      payload: { first_name: 'Renamed' },
    }),
    expect: statuses(404, { owner_regular: 200 }),
  },
  {
    endpoint: 'PUT /users/{id}/image',
    request: (w) => ({
      method: 'PUT',
      url: `/api/users/${w.users.owner_regular.id}/image`,
      payload: PNG,
      headers: image,
    }),
    expect: statuses(404, { owner_regular: 200 }),
  },
  {
    endpoint: 'GET /users/{id}/team-memberships',
    request: (w) => ({
      method: 'GET',
      url: `/api/users/${w.users.owner_regular.id}/team-memberships?include=team,user`,
    }),
    expect: statuses(404, { owner_regular: 200 }),
  },
  {
    endpoint: 'POST /teams',
    request: () => ({ method: 'POST', url: '/api/teams', payload: { name: 'New team' } }),
    expect: statuses(201),
  },
  {
    endpoint: 'GET /teams/{id}',
    request: (w) => ({ method: 'GET', url: `/api/teams/${w.team.id}` }),
    expect: statuses(404, { ...members, owner_invited: 200 }),
  },
  {
    endpoint: 'PATCH /teams/{id}',
    request: (w) => ({ method: 'PATCH', url: `/api/teams/${w.team.id}`, payload: { name: 'Renamed' } }),
    expect: statuses(404, managersOnly(200)),
  },
  {
    endpoint: 'PUT /teams/{id}/image',
    request: (w) => ({ method: 'PUT', url: `/api/teams/${w.team.id}/image`, payload: PNG, headers: image }),
    expect: statuses(404, managersOnly(200)),
  },
  {
    endpoint: 'GET /teams/{id}/memberships',
    request: (w) => ({ method: 'GET', url: `/api/teams/${w.team.id}/memberships?include=user` }),
    expect: statuses(404, members),
  },
  {
    endpoint: 'POST /teams/{id}/memberships',
    request: (w) => ({
      method: 'POST',
      url: `/api/teams/${w.team.id}/memberships`,
      payload: { email: 'invitee@example.com', role: 'regular' },
    }),
    expect: statuses(404, managersOnly(201)),
  },
  {
    endpoint: 'GET /teams/{id}/ihm/companies?role=ihm_expert',
    request: (w) => ({ method: 'GET', url: `/api/teams/${w.team.id}/ihm/companies?role=ihm_expert` }),
    expect: statuses(404, members),
  },
  {
    endpoint: 'GET /teams/{id}/ihm/companies?expert_bucket_id',
    request: (w) => ({
      method: 'GET',
      url: `/api/teams/${w.team.id}/ihm/companies?expert_bucket_id=${w.expertBucket.id}`,
    }),
    expect: statuses(404, members),
  },
]);

async function membershipOf(t: TestApp, world: AuthzWorld, relation: Exclude<Relation, 'unauthenticated'>) {
  const [row] = await t.db
    .select({ id: teamMemberships.id })
    .from(teamMemberships)
    .where(
      and(eq(teamMemberships.teamId, world.team.id), eq(teamMemberships.userId, world.users[relation].id)),
    );
  if (!row) throw new Error(`no membership of ${relation}`);
  return row.id;
}

async function upload(t: TestApp, url: string, token: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url,
    payload: PNG,
    headers: { ...image, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
}

// Rows that prepare something first (an image, a membership's id) with the running app.
runAuthorizationMatrix('users and teams, prepared', [
  {
    endpoint: 'GET /users/{id}/image',
    request: async (w, _as, t) => {
      const url = `/api/users/${w.users.owner_regular.id}/image`;
      await upload(t, url, w.users.owner_regular.token);
      return { method: 'GET', url };
    },
    expect: statuses(404, members),
  },
  {
    endpoint: 'GET /teams/{id}/image',
    request: async (w, _as, t) => {
      const url = `/api/teams/${w.team.id}/image`;
      await upload(t, url, w.users.owner_legal.token);
      return { method: 'GET', url };
    },
    expect: statuses(404, { ...members, owner_invited: 200 }),
  },
  {
    endpoint: 'GET /team-memberships/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/team-memberships/${await membershipOf(t, w, 'owner_regular')}?include=team,user`,
    }),
    expect: statuses(404, members),
  },
  {
    endpoint: 'PATCH /team-memberships/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/team-memberships/${await membershipOf(t, w, 'owner_regular')}`,
      payload: { role: 'coordinator' },
    }),
    expect: statuses(404, managersOnly(200)),
  },
  ...(['accept', 'reject'] as const).map(
    (action): MatrixRow => ({
      endpoint: `POST /team-memberships/{id}/${action}`,
      request: async (w, _as, t) => ({
        method: 'POST',
        url: `/api/team-memberships/${await membershipOf(t, w, 'owner_invited')}/${action}`,
      }),
      // Only the invitee answers; the team's members see the invitation but may not answer it.
      expect: statuses(404, {
        ...managersOnly(403),
        owner_legal: 403,
        owner_manager: 403,
        owner_invited: 200,
      }),
    }),
  ),
  {
    endpoint: 'POST /team-memberships/{id}/revoke',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/team-memberships/${await membershipOf(t, w, 'owner_regular')}/revoke`,
    }),
    // Managers revoke; the member leaves.
    expect: statuses(404, { ...managersOnly(200), owner_regular: 200 }),
  },
]);
