import type { TBucket } from '@keelson/contract';
import { type BucketType, dataOwnerName } from '@keelson/domain';
import { sql } from 'drizzle-orm';
import { buckets, teams, users } from '../../db/schema/index.ts';

/** A bucket with what its answer shows of its data owner. */
export type BucketWithOwner = {
  id: string;
  name: string;
  type: BucketType;
  createdAt: Date | string;
  dataownerTeamId: string | null;
  dataownerUserId: string | null;
  archived: boolean;
  checked: boolean;
  ownerTeamName: string | null;
  ownerUser: { email: string; firstName: string | null; lastName: string | null } | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toBucket(bucket: BucketWithOwner): TBucket {
  return {
    id: bucket.id,
    short_id: bucket.id.slice(0, 6),
    created_at: iso(bucket.createdAt),
    name: bucket.name,
    role: bucket.type,
    dataowner_team_id: bucket.dataownerTeamId,
    dataowner_user_id: bucket.dataownerUserId,
    dataowner_name: dataOwnerName({
      team: bucket.ownerTeamName === null ? null : { name: bucket.ownerTeamName },
      user: bucket.ownerUser
        ? {
            email: bucket.ownerUser.email,
            first_name: bucket.ownerUser.firstName,
            last_name: bucket.ownerUser.lastName,
          }
        : null,
    }),
    archived: bucket.archived,
    checked: bucket.checked,
  };
}

/**
 * The bucket with its owner as one JSON value, from a subquery over `buckets` (left-joined to
 * its owner team and user). For correlated subqueries that fetch a project's buckets.
 */
export const bucketJsonColumn = sql`json_build_object(
  'id', ${buckets.id}, 'name', ${buckets.name}, 'type', ${buckets.type}, 'createdAt', ${buckets.createdAt},
  'dataownerTeamId', ${buckets.dataownerTeamId}, 'dataownerUserId', ${buckets.dataownerUserId},
  'archived', ${buckets.archived}, 'checked', ${buckets.checked}, 'ownerTeamName', ${teams.name},
  'ownerUser', case when ${users.id} is null then null else json_build_object(
    'email', ${users.email}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}) end)`;
