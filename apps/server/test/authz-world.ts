import type { Database } from '../src/db/client.ts';
import {
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from './factories.ts';
import type { TestApp } from './harness.ts';

/** The relations every endpoint is checked against (the authorization matrix). */
export const RELATIONS = [
  'owner_legal',
  'owner_manager',
  'owner_coordinator',
  'owner_regular',
  'owner_guest',
  'owner_invited',
  'grantee_read',
  'grantee_readwrite_crew',
  'grantee_expired',
  'grantee_revoked',
  'stranger',
  'unauthenticated',
] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * One expert team owning one ship project with a maintenance bucket, and one user per relation.
 * Matrix rows build their requests from it.
 */
export async function buildAuthzWorld(db: Database) {
  const users = {} as Record<Exclude<Relation, 'unauthenticated'>, FactoryUser>;
  for (const relation of RELATIONS) {
    if (relation !== 'unauthenticated') users[relation] = await createUser(db);
  }
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [
      { user: users.owner_legal, role: 'legal' },
      { user: users.owner_manager, role: 'manager' },
      { user: users.owner_coordinator, role: 'coordinator' },
      { user: users.owner_regular, role: 'regular' },
      { user: users.owner_guest, role: 'guest' },
      { user: users.owner_invited, role: 'regular', status: 'invited' },
    ],
  });
  const bucket = await createBucket(db, {
    teamId: team.id,
    type: 'ihm_maint',
    name: `${team.name} maintenance`,
  });
  const expertBucket = await createBucket(db, {
    teamId: team.id,
    type: 'ihm_expert',
    name: `${team.name} expert`,
  });
  const { project, ship } = await createProject(db, { teamId: team.id, maintenanceBucketId: bucket.id });
  const day = 24 * 60 * 60 * 1000;
  await createGrant(db, { projectId: project.id, userId: users.grantee_read.id, accessMode: 'READ' });
  await createGrant(db, {
    projectId: project.id,
    userId: users.grantee_readwrite_crew.id,
    accessMode: 'READWRITE',
    capabilities: ['ihm.maint.is_crew'],
  });
  await createGrant(db, {
    projectId: project.id,
    userId: users.grantee_expired.id,
    accessMode: 'READWRITE',
    notValidAfter: new Date(Date.now() - day),
  });
  await createGrant(db, {
    projectId: project.id,
    userId: users.grantee_revoked.id,
    accessMode: 'READWRITE',
    status: 'revoked',
  });
  return { users, team, bucket, expertBucket, project, ship };
}
export type AuthzWorld = Awaited<ReturnType<typeof buildAuthzWorld>>;

export type MatrixRow = {
  /** e.g. 'PATCH /teams/{id}' */
  endpoint: string;
  /** `t` is the running test app, for rows that prepare something first (a grant, an image). */
  request: (
    world: AuthzWorld,
    as: Relation,
    t: TestApp,
  ) =>
    | {
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        url: string;
        payload?: unknown;
        headers?: Record<string, string>;
      }
    | Promise<{
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        url: string;
        payload?: unknown;
        headers?: Record<string, string>;
      }>;
  /** The expected status for every relation; each row must name all of them. */
  expect: Record<Relation, number>;
};

/** Builds a full expectation from a default and the exceptions. */
export function statuses(
  base: number,
  exceptions: Partial<Record<Relation, number>> = {},
): Record<Relation, number> {
  const result = {} as Record<Relation, number>;
  for (const relation of RELATIONS) result[relation] = exceptions[relation] ?? base;
  result.unauthenticated = exceptions.unauthenticated ?? 401;
  return result;
}
