import type { TBucket } from '@keelson/contract';
import { type BucketType, dataOwnerName, daysSince } from '@keelson/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bucketProjects, buckets, projects, teams, users } from '../../db/schema/index.ts';

const ownerTeam = alias(teams, 'owner_team');
const ownerUser = alias(users, 'owner_user');

type BucketWithOwner = {
  bucket: Omit<typeof buckets.$inferSelect, 'evaluationVersion'>;
  team: { name: string } | null;
  user: { email: string; firstName: string | null; lastName: string | null } | null;
};

export function bucketAnswer(row: BucketWithOwner): TBucket {
  const { bucket } = row;
  return {
    id: bucket.id,
    short_id: bucket.id.slice(0, 6),
    created_at: bucket.createdAt.toISOString(),
    name: bucket.name,
    role: bucket.type,
    dataowner_team_id: bucket.dataownerTeamId,
    dataowner_user_id: bucket.dataownerUserId,
    dataowner_name: dataOwnerName({
      team: row.team,
      user: row.user && {
        email: row.user.email,
        first_name: row.user.firstName,
        last_name: row.user.lastName,
      },
    }),
    archived: bucket.archived,
    checked: bucket.checked,
    days_since_last_import: daysSince(bucket.lastImportAt, new Date()),
  };
}

function selectBucketsWithOwner(db: Database) {
  return db
    .select({
      bucket: buckets,
      team: { name: ownerTeam.name },
      user: { email: ownerUser.email, firstName: ownerUser.firstName, lastName: ownerUser.lastName },
    })
    .from(buckets)
    .leftJoin(ownerTeam, eq(ownerTeam.id, buckets.dataownerTeamId))
    .leftJoin(ownerUser, eq(ownerUser.id, buckets.dataownerUserId));
}

/** The team's own buckets, optionally of one type, by name. */
export async function teamBuckets(db: Database, teamId: string, type?: BucketType): Promise<TBucket[]> {
  const where: SQL[] = [eq(buckets.dataownerTeamId, teamId)];
  if (type) where.push(eq(buckets.type, type));
  const rows = await selectBucketsWithOwner(db)
    .where(and(...where))
    .orderBy(asc(buckets.name), asc(buckets.id));
  return rows.map(bucketAnswer);
}

/**
 * The maintenance buckets of the (not removed) projects an expert bucket serves: the projects
 * linked to it in the ihm_expert role, and their buckets in the ihm_maint role.
 */
export async function customerBuckets(
  db: Database,
  expertBucketId: string,
  type?: BucketType,
): Promise<TBucket[]> {
  const expertLink = alias(bucketProjects, 'expert_link');
  const where: SQL[] = [eq(expertLink.bucketId, expertBucketId), eq(expertLink.role, 'ihm_expert')];
  if (type) where.push(eq(buckets.type, type));
  const rows = await selectBucketsWithOwner(db)
    .innerJoin(
      bucketProjects,
      and(eq(bucketProjects.bucketId, buckets.id), eq(bucketProjects.role, 'ihm_maint')),
    )
    .innerJoin(projects, and(eq(projects.id, bucketProjects.projectId), eq(projects.removed, false)))
    .innerJoin(expertLink, eq(expertLink.projectId, projects.id))
    .where(and(...where))
    .orderBy(asc(buckets.name), asc(buckets.id));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.bucket.id) && seen.add(row.bucket.id)).map(bucketAnswer);
}
