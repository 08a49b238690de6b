import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { NOT_AN_IMAGE, PNG } from '../../../test/images.ts';
import { buckets, teamMemberships, teams } from '../../db/schema/index.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('teams', () => {
  let t: TestApp;
  let creator: FactoryUser;
  let stranger: FactoryUser;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await createUser(t.db);
    stranger = await createUser(t.db);
  });
  afterAll(() => t.close());

  // These tests name the method first; the shared caller takes the user first.
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: FactoryUser | null, payload?: unknown) =>
    apiCaller(t)(as, method, url, payload);
  const counts = async () => ({
    teams: (await t.db.select({ n: count() }).from(teams))[0]?.n,
    memberships: (await t.db.select({ n: count() }).from(teamMemberships))[0]?.n,
    buckets: (await t.db.select({ n: count() }).from(buckets))[0]?.n,
  });

  describe('POST /teams', () => {
    it('creates the team with its creator as accepted legal member and the buckets of its features', async () => {
      const res = await call('POST', '/teams', creator, {
        name: '  Blue Fleet  ',
        description: ' Experts ',
        available_features: ['ihm.expert', 'ihm.maint', 'ihm.expert'],
      });
      expect(res.statusCode).toBe(201);
      const team = res.json();
      expect(team).toEqual({
        id: expect.any(String),
        name: 'Blue Fleet',
        description: 'Experts',
        image: null,
        available_features: ['ihm.maint', 'ihm.expert'],
      });
      const members = await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, team.id));
      expect(members).toEqual([
        expect.objectContaining({
          userId: creator.id,
          status: 'accepted',
          role: 'legal',
          acceptedAt: expect.any(Date),
        }),
      ]);
      const owned = await t.db
        .select({ name: buckets.name, type: buckets.type })
        .from(buckets)
        .where(eq(buckets.dataownerTeamId, team.id))
        .orderBy(buckets.type);
      expect(owned).toEqual([
        { name: 'Blue Fleet experts', type: 'ihm_expert' },
        { name: 'Blue Fleet', type: 'ihm_maint' },
      ]);
      // The creator now has the team's features.
      const me = await call('GET', `/users/${creator.id}`, creator);
      expect(me.json().available_features).toEqual(['ihm.maint', 'ihm.expert']);
    });

    it('a team without features has no buckets; a customer team none either', async () => {
      for (const available_features of [undefined, ['ihm.customer']]) {
        const res = await call('POST', '/teams', creator, { name: 'Plain', available_features });
        expect(res.statusCode).toBe(201);
        const n = await t.db
          .select({ n: count() })
          .from(buckets)
          .where(eq(buckets.dataownerTeamId, res.json().id));
        expect(n[0]?.n).toBe(0);
      }
    });

    it.each([
      ['no name', {}],
      ['a blank name', { name: '   ' }],
      ['an unknown feature', { name: 'X', available_features: ['ihm.everything'] }],
      ['a name too long', { name: 'x'.repeat(121) }],
    ])('%s is 400 and writes nothing', async (_name, payload) => {
      const before = await counts();
      const res = await call('POST', '/teams', creator, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
      expect(await counts()).toEqual(before);
    });

    it('needs a session', async () => {
      expect((await call('POST', '/teams', null, { name: 'X' })).statusCode).toBe(401);
    });
  });

  describe('GET and PATCH /teams/{id}', () => {
    let legal: FactoryUser;
    let regular: FactoryUser;
    let invited: FactoryUser;
    let left: FactoryUser;
    let teamId: string;
    beforeAll(async () => {
      legal = await createUser(t.db);
      regular = await createUser(t.db);
      invited = await createUser(t.db);
      left = await createUser(t.db);
      const team = await createTeam(t.db, {
        name: 'Harbour',
        members: [
          { user: legal, role: 'legal' },
          { user: regular, role: 'regular' },
          { user: invited, role: 'guest', status: 'invited' },
          { user: left, role: 'manager', status: 'revoked' },
        ],
      });
      teamId = team.id;
    });

    it('members and invitees see the team; others, former members and unknown ids get 404', async () => {
      for (const user of [legal, regular, invited]) {
        const res = await call('GET', `/teams/${teamId}`, user);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: teamId, name: 'Harbour' });
      }
      for (const [user, id] of [
        [stranger, teamId],
        [left, teamId],
        [legal, UNKNOWN],
      ] as const) {
        const res = await call('GET', `/teams/${id}`, user);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', error: 'Not found', details: null });
      }
      expect((await call('GET', '/teams/nope', legal)).statusCode).toBe(400);
      expect((await call('GET', `/teams/${teamId}`, null)).statusCode).toBe(401);
    });

    it('a manager changes name and description, trimmed; an empty description becomes none', async () => {
      const res = await call('PATCH', `/teams/${teamId}`, legal, {
        name: ' Harbour Ops ',
        description: 'Port',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Harbour Ops', description: 'Port' });
      const cleared = await call('PATCH', `/teams/${teamId}`, legal, { description: '  ' });
      expect(cleared.json()).toMatchObject({ name: 'Harbour Ops', description: null });
    });

    it.each([
      ['a regular member', () => regular, 403],
      ['an invitee', () => invited, 404],
      ['a former manager', () => left, 404],
      ['a stranger', () => stranger, 404],
    ])('%s cannot change it (%i) and nothing changes', async (_name, who, status) => {
      const res = await call('PATCH', `/teams/${teamId}`, who(), { name: 'Taken over' });
      expect(res.statusCode).toBe(status);
      expect((await call('GET', `/teams/${teamId}`, legal)).json().name).toBe('Harbour Ops');
    });

    it.each([
      ['an unknown field', { available_features: ['ihm.maint'] }],
      ['a blank name', { name: ' ' }],
    ])('%s is 400', async (_name, payload) => {
      expect((await call('PATCH', `/teams/${teamId}`, legal, payload)).statusCode).toBe(400);
      expect((await call('GET', `/teams/${teamId}`, legal)).json().name).toBe('Harbour Ops');
    });

    it('the team image: managers upload, members and invitees see it, others get 404', async () => {
      const put = (as: FactoryUser, body: Buffer) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/teams/${teamId}/image`,
          headers: { ...auth(as), 'content-type': 'image/png' },
          payload: body,
        });
      expect((await call('GET', `/teams/${teamId}/image`, legal)).statusCode).toBe(404);
      expect((await put(regular, PNG)).statusCode).toBe(403);
      expect((await put(stranger, PNG)).statusCode).toBe(404);
      expect((await put(legal, NOT_AN_IMAGE)).json().code).toBe('invalid_image');
      const res = await put(legal, PNG);
      expect(res.statusCode).toBe(200);
      expect(res.json().image).toMatch(new RegExp(`^/api/teams/${teamId}/image\\?v=[0-9a-f]+$`));
      for (const user of [legal, regular, invited]) {
        const image = await call('GET', `/teams/${teamId}/image`, user);
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(PNG)).toBe(true);
      }
      expect((await call('GET', `/teams/${teamId}/image`, stranger)).statusCode).toBe(404);
      expect((await call('GET', `/teams/${teamId}`, regular)).json().image).toBe(res.json().image);
    });
  });
});
