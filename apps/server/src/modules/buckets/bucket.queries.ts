import type { TBucket } from '@keelson/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bucketProjects, buckets, projects, teamMemberships, teams, users } from '../../db/schema/index.ts';
import { projectVisibleTo } from '../access/project-access.ts';
import { bucketAnswer } from '../teams/team-companies.queries.ts';

export type BucketRow = typeof buckets.$inferSelect;
export type BucketLinkRow = typeof bucketProjects.$inferSelect;

const ownerTeam = alias(teams, 'owner_team');
const ownerUser = alias(users, 'owner_user');

/** The bucket answers of the given buckets (with their owners' names), by id. */
export async function bucketAnswersById(db: Database, ids: string[]): Promise<Map<string, TBucket>> {
  const result = new Map<string, TBucket>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      bucket: buckets,
      team: { name: ownerTeam.name },
      user: { email: ownerUser.email, firstName: ownerUser.firstName, lastName: ownerUser.lastName },
    })
    .from(buckets)
    .leftJoin(ownerTeam, eq(ownerTeam.id, buckets.dataownerTeamId))
    .leftJoin(ownerUser, eq(ownerUser.id, buckets.dataownerUserId))
    .where(inArray(buckets.id, [...new Set(ids)]));
  for (const row of rows) result.set(row.bucket.id, bucketAnswer(row));
  return result;
}

export async function findBucket(db: Database, id: string): Promise<BucketRow | undefined> {
  const [row] = await db.select().from(buckets).where(eq(buckets.id, id)).limit(1);
  return row;
}

/** The caller's accepted membership of the bucket's owner team, if any. */
export async function findOwnerMembership(db: Database, bucket: BucketRow, userId: string) {
  if (!bucket.dataownerTeamId) return undefined;
  const [row] = await db
    .select({ role: teamMemberships.role, status: teamMemberships.status })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, bucket.dataownerTeamId),
        eq(teamMemberships.userId, userId),
        eq(teamMemberships.status, 'accepted'),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the bucket serves a live project the caller sees. */
export async function servesVisibleProject(
  db: Database,
  props: { bucketId: string; userId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: bucketProjects.id })
    .from(bucketProjects)
    .innerJoin(projects, eq(projects.id, bucketProjects.projectId))
    .where(
      and(
        eq(bucketProjects.bucketId, props.bucketId),
        eq(projects.removed, false),
        projectVisibleTo(props.userId, props.now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The caller's own bucket of a type: owned by them or by a team they are an accepted member of. */
export async function findOwnBucket(
  db: Database,
  props: { bucketId: string; userId: string; type: BucketRow['type'] },
): Promise<BucketRow | undefined> {
  const [row] = await db
    .select({ bucket: buckets })
    .from(buckets)
    .leftJoin(
      teamMemberships,
      and(
        eq(teamMemberships.teamId, buckets.dataownerTeamId),
        eq(teamMemberships.userId, props.userId),
        eq(teamMemberships.status, 'accepted'),
      ),
    )
    .where(
      and(
        eq(buckets.id, props.bucketId),
        eq(buckets.type, props.type),
        or(eq(buckets.dataownerUserId, props.userId), eq(teamMemberships.userId, props.userId)),
      ),
    )
    .limit(1);
  return row?.bucket;
}

/** The team's expert bucket a new project of it is linked to: its oldest live one. */
export async function findTeamExpertBucket(db: Database, teamId: string): Promise<BucketRow | undefined> {
  const [row] = await db
    .select()
    .from(buckets)
    .where(
      and(eq(buckets.dataownerTeamId, teamId), eq(buckets.type, 'ihm_expert'), eq(buckets.archived, false)),
    )
    .orderBy(asc(buckets.createdAt), asc(buckets.id))
    .limit(1);
  return row;
}

export async function findProjectLinks(db: Database, projectId: string): Promise<BucketLinkRow[]> {
  return db
    .select()
    .from(bucketProjects)
    .where(eq(bucketProjects.projectId, projectId))
    .orderBy(asc(bucketProjects.role), asc(bucketProjects.createdAt));
}

export async function findLink(db: Database, id: string): Promise<BucketLinkRow | undefined> {
  const [row] = await db.select().from(bucketProjects).where(eq(bucketProjects.id, id)).limit(1);
  return row;
}

/** A user's accepted membership of a team, if any: its role. */
export async function findAcceptedMembership(db: Database, props: { teamId: string; userId: string }) {
  const [row] = await db
    .select({ role: teamMemberships.role, status: teamMemberships.status })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, props.teamId),
        eq(teamMemberships.userId, props.userId),
        eq(teamMemberships.status, 'accepted'),
      ),
    )
    .limit(1);
  return row;
}
