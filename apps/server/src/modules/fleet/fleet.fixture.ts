import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../db/schema/index.ts';

/**
 * A fleet for the dashboard's tests: one company (the expert's team, the expert its legal
 * representative and so a manager) with two ship projects, vessels Aurora (project 1) and Boreas
 * (project 2) and Cirrus (of no project), two suppliers and categories, and one order per vessel;
 * a crew member granted project 1 only, a stranger, and a second company the expert does not see.
 */
export async function fleetWorld(existing?: TestApp) {
  const t = existing ?? (await createTestApp());
  const expert = await createUser(t.db);
  const crew = await createUser(t.db);
  const stranger = await createUser(t.db);
  const team = await createTeam(t.db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const bucket = await createBucket(t.db, { teamId: team.id, type: 'ihm_maint', name: 'Fleet Shipping' });
  const { project: first } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucket.id });
  const { project: second } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucket.id });
  await createGrant(t.db, {
    projectId: first.id,
    userId: crew.id,
    accessMode: 'READWRITE',
    capabilities: ['ihm.maint.is_crew'],
  });
  const otherTeam = await createTeam(t.db, { members: [{ user: stranger, role: 'legal' }] });
  const otherBucket = await createBucket(t.db, {
    teamId: otherTeam.id,
    type: 'ihm_maint',
    name: 'Other Lines',
  });

  const call = apiCaller(t);
  const ok = async (
    user: FactoryUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: unknown,
  ) => {
    const res = await call(user, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const post = async (path: string, body: unknown) =>
    (await ok(expert, 'POST', `/ihm/maint/companies/${bucket.id}/${path}`, body)).id as string;
  const ids = {
    relevant: await post('categories', { name: 'Gaskets', relevancy: 'relevant' }),
    additional: await post('categories', { name: 'Cables', relevancy: 'additional' }),
    notRelevant: await post('categories', { name: 'Provisions', relevancy: 'not_relevant' }),
    hanse: await post('suppliers', { name: 'Hanse Marine Supply', contact_emails: ['orders@hanse.example'] }),
    baltic: await post('suppliers', { name: 'Baltic Ship Stores', contact_emails: ['docs@baltic.example'] }),
    aurora: await post('vessels', { name: 'MV Aurora', imo: '9400001', project_id: first.id }),
    boreas: await post('vessels', { name: 'MV Boreas', imo: '9400002', project_id: second.id }),
    cirrus: await post('vessels', { name: 'MV Cirrus', imo: '9400003' }),
  };
  const order = async (vesselId: string, supplierIds: string[]) => {
    await ok(expert, 'POST', `/ihm/maint/companies/${bucket.id}/purchase-orders`, {
      vessel_id: vesselId,
      items: supplierIds.map((supplier_id, index) => ({
        supplier_id,
        article_description: `Item ${index + 1}`,
        quantity_ordered: 4,
      })),
    });
    const list = await ok(
      expert,
      'GET',
      `/ihm/maint/companies/${bucket.id}/purchase-order-items?set=expert_tasks&vessel_id=${vesselId}&size=100`,
    );
    return (list.content as { id: string }[]).map((item) => item.id);
  };
  const items = {
    aurora: await order(ids.aurora, [ids.hanse, ids.hanse, ids.baltic]),
    boreas: await order(ids.boreas, [ids.baltic, ids.hanse]),
    cirrus: await order(ids.cirrus, [ids.hanse]),
  };
  const fleet = async (user: FactoryUser = expert) => ok(user, 'GET', '/ihm/maint/fleet');
  /** Moves the clock on; the sessions move with it (they would expire after a week). */
  const travel = async (ms: number) => {
    t.clock.advance(ms);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`${sessions.expiresAt} + ${`${ms} milliseconds`}::interval` });
  };
  return {
    travel,
    t,
    call,
    ok,
    fleet,
    expert,
    crew,
    stranger,
    team,
    bucketId: bucket.id,
    otherBucketId: otherBucket.id,
    projects: { first, second },
    ids,
    items,
  };
}

export type FleetWorld = Awaited<ReturnType<typeof fleetWorld>>;

/** A vessel of the fleet answer by name. */
export function vesselOf(fleet: { companies: { vessels: { name: string }[] }[] }, name: string) {
  const vessel = fleet.companies.flatMap((company) => company.vessels).find((v) => v.name === name);
  expect(vessel, name).toBeDefined();
  return vessel as Record<string, unknown> & { id: string; name: string };
}

export const DAY = 86_400_000;
