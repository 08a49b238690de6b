import type { TBucket } from '@keelson/contract';
import { type BucketType, type ServiceLevels, serviceLevelsFrom } from '@keelson/domain';
import { sql } from 'drizzle-orm';
import { buckets, teams, users } from '../../db/schema/index.ts';
import { bucketAnswer } from '../teams/team-companies.queries.ts';

/** A bucket with its owner's names, as the JSON of `bucketJsonColumn`. */
export type BucketWithOwner = {
  id: string;
  name: string;
  type: BucketType;
  createdAt: string;
  dataownerTeamId: string | null;
  dataownerUserId: string | null;
  archived: boolean;
  checked: boolean;
  lastImportAt: string | null;
  ownerTeamName: string | null;
  ownerUser: { email: string; firstName: string | null; lastName: string | null } | null;
};

export function toBucket(bucket: BucketWithOwner): TBucket {
  const { ownerTeamName, ownerUser, createdAt, lastImportAt, ...row } = bucket;
  return bucketAnswer({
    bucket: {
      ...row,
      createdAt: new Date(createdAt),
      lastImportAt: lastImportAt === null ? null : new Date(lastImportAt),
      settings: {},
    },
    team: ownerTeamName === null ? null : { name: ownerTeamName },
    user: ownerUser,
  });
}

/**
 * The bucket with its owner as one JSON value, from a subquery over `buckets` (left-joined to
 * its owner team and user). For correlated subqueries that fetch a project's buckets.
 */
export const bucketJsonColumn = sql`json_build_object(
  'id', ${buckets.id}, 'name', ${buckets.name}, 'type', ${buckets.type}, 'createdAt', ${buckets.createdAt},
  'dataownerTeamId', ${buckets.dataownerTeamId}, 'dataownerUserId', ${buckets.dataownerUserId},
  'archived', ${buckets.archived}, 'checked', ${buckets.checked},
  'lastImportAt', ${buckets.lastImportAt}, 'ownerTeamName', ${teams.name},
  'ownerUser', case when ${users.id} is null then null else json_build_object(
    'email', ${users.email}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}) end)`;

/** The service levels a bucket's settings give, the defaults where unset (what its items are evaluated with). */
export function bucketServiceLevels(settings: unknown): ServiceLevels {
  return serviceLevelsFrom((settings as { serviceLevels?: Partial<ServiceLevels> } | null)?.serviceLevels);
}
