import type { TProject } from '@keelson/contract';
import { type AccessTo, canCreateProject, type PricingModel } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { projects, ships } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireTeamVisible } from '../access/team-access.ts';
import { findTeamExpertBucket } from '../buckets/bucket.queries.ts';
import { insertLink } from '../buckets/bucket-link.service.ts';
import { projectAnswer } from '../projects/project-read.service.ts';
import { findUsableShipGroup } from '../projects/ship.queries.ts';

export type IhmProjectCreate = {
  name: string;
  dataowner_team_id?: string;
  ship: { name: string; imo?: string | null; group_id?: string | null };
  accessTo: AccessTo;
  pricingModel: PricingModel;
};

/**
 * Creates a ship and its IHM project for a team, or for the caller personally when no team is
 * named (spec section 1), in one transaction. For a team only accepted legal and manager members of
 * an expert team may (403); a team the caller does not see is 404, and so is a ship group they may
 * not use. The team's expert bucket, if it has one, becomes the project's.
 */
export async function createIhmProject(
  deps: AppDeps,
  props: { userId: string; project: IhmProjectCreate },
): Promise<TProject> {
  const { project } = props;
  const now = deps.now();
  const team = project.dataowner_team_id
    ? await requireTeamVisible(deps.db, project.dataowner_team_id, props.userId)
    : null;
  if (team && !canCreateProject({ available_features: team.team.availableFeatures }, team.membership)) {
    throw forbidden('Only legal and manager members of an expert team create projects');
  }
  const groupId = project.ship.group_id ?? null;
  if (groupId && !(await findUsableShipGroup(deps.db, { groupId, userId: props.userId, now }))) {
    throw notFound('No such ship group');
  }
  const projectId = await deps.db.transaction(async (tx) => {
    const [ship] = await tx
      .insert(ships)
      .values({ name: project.ship.name, imo: project.ship.imo ?? null, groupId, createdAt: now })
      .returning({ id: ships.id });
    if (!ship) throw new Error('ship not written');
    const [row] = await tx
      .insert(projects)
      .values({
        shipId: ship.id,
        name: project.name,
        type: 'ihm',
        dataownerTeamId: team?.team.id ?? null,
        dataownerUserId: team ? null : props.userId,
        accessTo: project.accessTo,
        pricingModel: project.pricingModel,
        createdAt: now,
        createdByUserId: props.userId,
        modifiedAt: now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('project not written');
    const expertBucket = team ? await findTeamExpertBucket(tx, team.team.id) : undefined;
    if (expertBucket) {
      await insertLink(tx, { projectId: row.id, bucketId: expertBucket.id, role: 'ihm_expert', now });
    }
    return row.id;
  });
  return projectAnswer(deps, { projectId, userId: props.userId });
}
