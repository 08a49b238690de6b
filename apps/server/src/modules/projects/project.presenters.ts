import type { TProject } from '@keelson/contract';
import type { ships } from '../../db/schema/index.ts';
import { type AccessRelationRow, accessOfRow } from '../access/project-access.ts';
import { type BucketWithOwner, toBucket } from '../buckets/bucket.presenters.ts';
import { teamAnswer } from '../teams/team.queries.ts';
import { sortedFeatures, userAnswer } from '../users/user.queries.ts';
import type { ProjectRow } from './project.queries.ts';

/** `{path}?v=<last key segment>`: the URL changes with every upload, or null without an image. */
export function versionedImageUrl(path: string, key: string | null): string | null {
  if (!key) return null;
  return `${path}?v=${key.split('/').at(-1)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A ship; its image is served under a project of it (PUT/GET /ihm/projects/{id}/ship-image). */
export function toShip(apiPath: string, ship: typeof ships.$inferSelect, projectId: string | null) {
  return {
    id: ship.id,
    imo: ship.imo,
    name: ship.name,
    image: projectId
      ? versionedImageUrl(`${apiPath}/ihm/projects/${projectId}/ship-image`, ship.imageKey)
      : null,
  };
}

const bucketOrNull = (bucket: BucketWithOwner | null) => (bucket ? toBucket(bucket) : null);

/** A project row (see project.queries.ts) with the caller's own access judged by the domain rule. */
export function toProject(apiPath: string, row: ProjectRow, userId: string): TProject {
  const { project } = row;
  const accessRow: AccessRelationRow = {
    dataownerUserId: project.dataownerUserId,
    memberRole: row.memberRole,
    teamFeatures: row.teamFeatures,
    grants: row.grants,
  };
  const access = accessOfRow(accessRow, userId);
  return {
    id: project.id,
    ship_id: project.shipId,
    name: project.name,
    dataowner_user_id: project.dataownerUserId,
    dataowner_team_id: project.dataownerTeamId,
    type: project.type,
    modified_at: project.modifiedAt.toISOString(),
    removed: project.removed,
    content_hash: project.contentHash,
    started_at: iso(project.startedAt),
    finished_at: iso(project.finishedAt),
    accessTo: project.accessTo,
    pricingModel: project.pricingModel,
    ship: toShip(apiPath, row.ship, project.id),
    owner_team: row.ownerTeam ? teamAnswer(apiPath, row.ownerTeam) : null,
    owner_user: row.ownerUser
      ? userAnswer(apiPath, row.ownerUser, sortedFeatures(row.ownerUserFeatures ?? []))
      : null,
    maintenance_bucket: bucketOrNull(row.maintenanceBucket),
    expert_bucket: bucketOrNull(row.expertBucket),
    access_mode: access.level,
    capabilities: access.capabilities,
  };
}
