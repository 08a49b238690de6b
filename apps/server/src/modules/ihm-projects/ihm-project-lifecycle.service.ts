import type { TProject } from '@keelson/contract';
import { maintenanceState, type TeamFeature } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { bucketProjects, projects, teams } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { type LoadedProjectAccess, requireProjectAccess } from '../access/project-access.ts';
import { findProjectLinks } from '../buckets/bucket.queries.ts';
import { insertLink, requireOwnBucket } from '../buckets/bucket-link.service.ts';
import { projectAnswer } from '../projects/project-read.service.ts';

type ProjectAction = { userId: string; projectId: string };

const requireManager = (deps: AppDeps, props: ProjectAction, allowRemoved = false) =>
  requireProjectAccess(deps.db, {
    ...props,
    now: deps.now(),
    capability: 'ihm.maint.is_manager',
    allowRemoved,
  });

/** Removes (removed: true) or restores a project; managers only, from the other state only (409). */
export async function setProjectRemoved(
  deps: AppDeps,
  props: ProjectAction & { removed: boolean },
): Promise<TProject> {
  await requireManager(deps, props, true);
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) =>
    tx
      .update(projects)
      .set({ removed: props.removed, removedAt: props.removed ? now : null, modifiedAt: now })
      .where(and(eq(projects.id, props.projectId), eq(projects.removed, !props.removed)))
      .returning({ id: projects.id }),
  );
  if (changed.length === 0) {
    throw conflict(props.removed ? 'The project is removed already' : 'The project is not removed');
  }
  return projectAnswer(deps, props);
}

async function ownerTeamFeatures(deps: AppDeps, access: LoadedProjectAccess): Promise<TeamFeature[] | null> {
  const teamId = access.project.dataownerTeamId;
  if (!teamId) return null;
  const [team] = await deps.db
    .select({ features: teams.availableFeatures })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return (team?.features ?? null) as TeamFeature[] | null;
}

/**
 * Activates maintenance: the caller's own maintenance bucket (else 404) becomes the project's,
 * and the project starts. Only where the owner team allows maintenance, and only once (409).
 */
export async function activateProject(
  deps: AppDeps,
  props: ProjectAction & { bucketId: string },
): Promise<TProject> {
  const access = await requireManager(deps, props);
  const bucket = await requireOwnBucket(deps, { ...props, role: 'ihm_maint' });
  const state = maintenanceState({
    ownerTeamFeatures: await ownerTeamFeatures(deps, access),
    hasMaintenanceBucket: false,
  });
  if (!state.available) throw conflict('Maintenance is not available for this project');
  const now = deps.now();
  await deps.db.transaction((tx) =>
    insertLink(tx, {
      projectId: props.projectId,
      bucketId: bucket.id,
      role: 'ihm_maint',
      now,
      projectChanges: { startedAt: now },
    }),
  );
  return projectAnswer(deps, props);
}

/** Ends maintenance: the maintenance bucket link goes (409 if there is none). */
export async function deactivateProject(deps: AppDeps, props: ProjectAction): Promise<TProject> {
  await requireManager(deps, props);
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const links = await tx
      .delete(bucketProjects)
      .where(and(eq(bucketProjects.projectId, props.projectId), eq(bucketProjects.role, 'ihm_maint')))
      .returning({ id: bucketProjects.id });
    if (links.length > 0) {
      await tx.update(projects).set({ modifiedAt: now }).where(eq(projects.id, props.projectId));
    }
    return links.length;
  });
  if (removed === 0) throw conflict('The project has no maintenance bucket');
  return projectAnswer(deps, props);
}

/** Connects the caller's own expert bucket (else 404) as the project's; one only (409). */
export async function connectProject(
  deps: AppDeps,
  props: ProjectAction & { bucketId: string },
): Promise<TProject> {
  await requireManager(deps, props);
  const bucket = await requireOwnBucket(deps, { ...props, role: 'ihm_expert' });
  const now = deps.now();
  await deps.db.transaction((tx) =>
    insertLink(tx, { projectId: props.projectId, bucketId: bucket.id, role: 'ihm_expert', now }),
  );
  return projectAnswer(deps, props);
}

/** GET /ihm/projects/{id}/activation-state (visible projects). */
export async function activationState(deps: AppDeps, props: ProjectAction) {
  const access = await requireProjectAccess(deps.db, { ...props, now: deps.now() });
  const links = await findProjectLinks(deps.db, props.projectId);
  const maintenance = links.find((link) => link.role === 'ihm_maint');
  const expert = links.find((link) => link.role === 'ihm_expert');
  const state = maintenanceState({
    ownerTeamFeatures: await ownerTeamFeatures(deps, access),
    hasMaintenanceBucket: Boolean(maintenance),
  });
  return {
    is_available: state.available,
    is_active: state.active,
    maintenance_bucket_id: maintenance?.bucketId ?? null,
    expert_bucket_id: expert?.bucketId ?? null,
  };
}
