import {
  type Capability,
  highestPermissionLevel,
  type PermissionLevel,
  projectAccess,
  type TeamFeature,
  type TeamMembershipRole,
} from '@keelson/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketProjects, buckets, projects, teamMemberships, teams, vessels } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { type AccessRelationRow, accessOfRow, accessRelationColumns } from './project-access.ts';

export type BucketAccess = {
  bucket: typeof buckets.$inferSelect;
  level: PermissionLevel;
  capabilities: Capability[];
  /**
   * The vessels the caller sees: null = all of the company (its owner and the owning team's
   * members); otherwise the vessels of the projects the caller holds grants on (decision 0020).
   */
  vesselIds: string[] | null;
};

type LinkedProject = AccessRelationRow & { projectId: string };

/**
 * A company's maintenance data is open to the members of the team that owns the bucket and to
 * everyone with access to a (not removed) project the bucket serves; the capabilities are the union
 * of those relations, judged by the same domain rule as projects. One query: every request to the
 * company's lists starts here.
 */
export async function loadBucketAccess(
  db: Database,
  bucketId: string,
  userId: string,
  now: Date,
): Promise<BucketAccess | undefined> {
  const relations = accessRelationColumns(userId, now);
  // Null-safe: a team's company has no owning user.
  const wholeCompany = sql`(${buckets.dataownerUserId} is not distinct from ${userId} or ${teamMemberships.role} is not null)`;
  const [owner] = await db
    .select({
      bucket: buckets,
      role: teamMemberships.role,
      features: teams.availableFeatures,
      linked: sql<LinkedProject[]>`coalesce((
        select json_agg(json_build_object(
          'projectId', ${projects.id}, 'dataownerUserId', ${projects.dataownerUserId},
          'memberRole', ${relations.memberRole}, 'teamFeatures', ${relations.teamFeatures},
          'grants', ${relations.grants}))
        from ${projects} join ${bucketProjects} on ${bucketProjects.projectId} = ${projects.id}
        where ${bucketProjects.bucketId} = ${buckets.id} and ${projects.removed} = false), '[]'::json)`,
      // Only for callers who see part of the company: which project each vessel belongs to.
      vessels: sql<
        { id: string; projectId: string | null }[] | null
      >`case when not ${wholeCompany} then coalesce((
        select json_agg(json_build_object('id', ${vessels.id}, 'projectId', ${vessels.projectId}))
        from ${vessels} where ${vessels.bucketId} = ${buckets.id}), '[]'::json) end`,
    })
    .from(buckets)
    .leftJoin(teams, eq(teams.id, buckets.dataownerTeamId))
    .leftJoin(
      teamMemberships,
      and(
        eq(teamMemberships.teamId, buckets.dataownerTeamId),
        eq(teamMemberships.userId, userId),
        eq(teamMemberships.status, 'accepted'),
      ),
    )
    .where(eq(buckets.id, bucketId))
    .limit(1);
  if (!owner) return undefined;
  const accesses = owner.linked.map((row) => accessOfRow(row, userId));
  const seenProjects = new Set(
    owner.linked.filter((_row, i) => accesses[i]?.level !== 'NONE').map((row) => row.projectId),
  );
  if (owner.bucket.dataownerUserId === userId) accesses.push(projectAccess([{ kind: 'owner_user' }]));
  if (owner.role) {
    accesses.push(
      projectAccess([
        {
          kind: 'owner_team_member',
          role: owner.role as TeamMembershipRole,
          team_features: (owner.features ?? []) as TeamFeature[],
        },
      ]),
    );
  }
  const level = highestPermissionLevel(accesses.map((access) => access.level));
  const capabilities = [...new Set(accesses.flatMap((access) => access.capabilities))];
  // A vessel of no project belongs to the company as a whole: no grant is more specific about it.
  const vesselIds =
    owner.vessels === null
      ? null
      : owner.vessels
          .filter((vessel) => vessel.projectId === null || seenProjects.has(vessel.projectId))
          .map((vessel) => vessel.id);
  return { bucket: owner.bucket, level, capabilities: level === 'NONE' ? [] : capabilities, vesselIds };
}

/** The crew records what is on board; the company's experts may do it too. */
export const CREW_OR_EXPERT: readonly Capability[] = ['ihm.maint.is_crew', 'ihm.maint.is_expert'];

/**
 * 404 when the company is not open to the caller (or archived), 403 when a needed capability is
 * missing (with a list: when the caller holds none of them).
 */
export async function requireBucketAccess(
  db: Database,
  props: {
    bucketId: string;
    userId: string;
    now: Date;
    capability?: Capability | readonly Capability[];
    write?: boolean;
  },
): Promise<BucketAccess> {
  const access = await loadBucketAccess(db, props.bucketId, props.userId, props.now);
  if (!access || access.level === 'NONE' || access.bucket.archived) throw notFound();
  if (props.write && access.level !== 'READWRITE') throw forbidden('Read-only access');
  const needed =
    props.capability === undefined
      ? []
      : typeof props.capability === 'string'
        ? [props.capability]
        : props.capability;
  if (needed.length > 0 && !needed.some((capability) => access.capabilities.includes(capability)))
    throw forbidden('Missing capability');
  return access;
}
