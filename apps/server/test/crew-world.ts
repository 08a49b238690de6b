import { expect } from 'vitest';
import { deckplanTilesJob } from '../src/modules/decks/deckplan-tiles.job.ts';
import {
  auth,
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from './factories.ts';
import { type ApiCall, apiCaller, type TestApp } from './harness.ts';
import { planPng } from './plan-files.ts';

/**
 * A company with ships, as the crew's tests need it: an expert (legal member of the owning team),
 * a crew member (READWRITE crew grant on the first ship), a reader (READ crew grant on it) and a
 * stranger who owns a company of their own.
 */
export async function createCrewWorld(t: TestApp, props: { ships?: number } = {}) {
  const expert = await createUser(t.db);
  const crew = await createUser(t.db);
  const reader = await createUser(t.db);
  const stranger = await createUser(t.db);
  const team = await createTeam(t.db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const bucketId = (await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' })).id;
  const projects = [];
  for (let n = 0; n < (props.ships ?? 1); n += 1)
    projects.push((await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId })).project);
  const [ship] = projects;
  if (!ship) throw new Error('a crew world needs a ship');
  for (const [user, accessMode] of [
    [crew, 'READWRITE'],
    [reader, 'READ'],
  ] as const)
    await createGrant(t.db, {
      projectId: ship.id,
      userId: user.id,
      accessMode,
      capabilities: ['ihm.maint.is_crew'],
    });
  const strangerTeam = await createTeam(t.db, {
    features: ['ihm.maint'],
    members: [{ user: stranger, role: 'legal' }],
  });
  const strangerBucketId = (await createBucket(t.db, { teamId: strangerTeam.id, type: 'ihm_maint' })).id;
  return { expert, crew, reader, stranger, bucketId, ship, projects, team, strangerTeam, strangerBucketId };
}

/** A call that must succeed; answers its JSON body. */
export const succeeding =
  (call: ApiCall) =>
  async (user: FactoryUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object) => {
    const res = await call(user, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

/** A deck with a plan whose 800 x 400 image is tiled (the job worked off); the deck's and plan's ids. */
export async function readyPlan(t: TestApp, user: FactoryUser, projectId: string, name: string) {
  const ok = succeeding(apiCaller(t));
  const deck = await ok(user, 'POST', `/ihm/projects/${projectId}/decks`, { name });
  const plan = await ok(user, 'POST', `/ihm/decks/${deck.id}/deckplans`, { name });
  const upload = await t.app.inject({
    method: 'PUT',
    url: `/api/ihm/deckplans/${plan.id}/file`,
    payload: await planPng(800, 400),
    headers: { ...auth(user), 'content-type': 'image/png' },
  });
  expect(upload.statusCode).toBe(202);
  await t.deps.jobs.workOff(deckplanTilesJob);
  return { deck: deck.id as string, plan: plan.id as string };
}

/** A crew world whose first ship has a ready plan with one check at a spot: the survey's tests start here. */
export async function createSurveyedShip(t: TestApp, check: { type: 'sample' | 'visual'; name: string }) {
  const world = await createCrewWorld(t);
  const ok = succeeding(apiCaller(t));
  const { plan } = await readyPlan(t, world.expert, world.ship.id, 'Engine room');
  const spot = await ok(world.expert, 'POST', `/ihm/deckplans/${plan}/spots`, { x: 10, y: 10 });
  const made = await ok(world.expert, 'POST', `/ihm/spots/${spot.id}/checks`, check);
  return { ...world, planId: plan, checkId: made.id as string };
}
