import {
  type Capability,
  deriveAccountKey,
  type TeamFeature,
  type TeamMembershipRole,
} from '@keelson/domain';
import type { Database } from '../src/db/client.ts';
import {
  accounts,
  bucketProjects,
  buckets,
  permissions,
  projects,
  ships,
  teamMemberships,
  teams,
  users,
} from '../src/db/schema/index.ts';
import { openSession } from '../src/modules/sessions/session.service.ts';
import { hashAccountKey } from '../src/security/key-hash.ts';

/**
 * Test data written straight to the database, for tests whose subject is something else.
 * The area under test is always exercised through its API.
 */
let sequence = 0;
const next = () => ++sequence;

// One hash for every factory account keeps the suite fast; sign-in tests use the real flow.
let cachedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'factory-password';

export type FactoryUser = { id: string; accountId: string; email: string; token: string; sessionId: string };

export async function createUser(
  db: Database,
  props: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<FactoryUser> {
  const email = props.email ?? `user${next()}@example.com`;
  cachedHash ??= deriveAccountKey('factory', FACTORY_PASSWORD).then(hashAccountKey);
  const keyHash = email.startsWith('user')
    ? await cachedHash
    : await hashAccountKey(await deriveAccountKey(email, FACTORY_PASSWORD));
  const [account] = await db.insert(accounts).values({ email, keyHash }).returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  const [user] = await db
    .insert(users)
    .values({
      accountId: account.id,
      email,
      firstName: props.firstName ?? 'Test',
      lastName: props.lastName ?? `User ${sequence}`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const session = await openSession(db, { accountId: account.id, userId: user.id, now: new Date() });
  return { id: user.id, accountId: account.id, email, token: session.token, sessionId: session.id };
}

export async function createTeam(
  db: Database,
  props: {
    name?: string;
    features?: TeamFeature[];
    members?: {
      user: FactoryUser;
      role: TeamMembershipRole;
      status?: 'accepted' | 'invited' | 'rejected' | 'revoked';
    }[];
  } = {},
) {
  const [team] = await db
    .insert(teams)
    .values({
      name: props.name ?? `Team ${next()}`,
      availableFeatures: props.features ?? ['ihm.expert', 'ihm.maint'],
    })
    .returning();
  if (!team) throw new Error('no team');
  for (const member of props.members ?? []) {
    const status = member.status ?? 'accepted';
    await db.insert(teamMemberships).values({
      teamId: team.id,
      userId: member.user.id,
      status,
      role: member.role,
      invitedAt: new Date(),
      acceptedAt: status === 'accepted' ? new Date() : null,
    });
  }
  return team;
}

export async function createBucket(
  db: Database,
  props: {
    teamId?: string;
    userId?: string;
    type?: 'ihm_maint' | 'ihm_expert' | 'md_management' | 'new_build';
    name?: string;
  },
) {
  const [bucket] = await db
    .insert(buckets)
    .values({
      name: props.name ?? `Company ${next()}`,
      type: props.type ?? 'ihm_maint',
      dataownerTeamId: props.teamId ?? null,
      dataownerUserId: props.userId ?? null,
    })
    .returning();
  if (!bucket) throw new Error('no bucket');
  return bucket;
}

export async function createProject(
  db: Database,
  props: {
    teamId?: string;
    userId?: string;
    name?: string;
    imo?: string;
    removed?: boolean;
    maintenanceBucketId?: string;
  },
) {
  const n = next();
  const [ship] = await db
    .insert(ships)
    .values({ name: `MV Test ${n}`, imo: props.imo ?? String(9_000_000 + n) })
    .returning();
  if (!ship) throw new Error('no ship');
  const [project] = await db
    .insert(projects)
    .values({
      shipId: ship.id,
      name: props.name ?? `IHM MV Test ${n}`,
      dataownerTeamId: props.teamId ?? null,
      dataownerUserId: props.userId ?? null,
      removed: props.removed ?? false,
      removedAt: props.removed ? new Date() : null,
    })
    .returning();
  if (!project) throw new Error('no project');
  if (props.maintenanceBucketId) {
    await db
      .insert(bucketProjects)
      .values({ bucketId: props.maintenanceBucketId, projectId: project.id, role: 'ihm_maint' });
  }
  return { project, ship };
}

export async function createGrant(
  db: Database,
  props: {
    projectId: string;
    userId?: string;
    teamId?: string;
    accessMode?: 'READ' | 'READWRITE' | 'NONE';
    capabilities?: Capability[];
    status?: 'accepted' | 'issued' | 'rejected' | 'revoked';
    notValidBefore?: Date | null;
    notValidAfter?: Date | null;
    issuedByUserId?: string;
  },
) {
  const [grant] = await db
    .insert(permissions)
    .values({
      subjectProjectId: props.projectId,
      grantedToUserId: props.userId ?? null,
      grantedToTeamId: props.teamId ?? null,
      accessMode: props.accessMode ?? 'READ',
      capabilities: props.capabilities ?? [],
      status: props.status ?? 'accepted',
      statusAt: new Date(),
      notValidBefore: props.notValidBefore ?? null,
      notValidAfter: props.notValidAfter ?? null,
      issuedByUserId: props.issuedByUserId ?? null,
    })
    .returning();
  if (!grant) throw new Error('no grant');
  return grant;
}

export const auth = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
