import type { TProject } from '@keelson/contract';
import type { AccessTo, PricingModel } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { projects, ships } from '../../db/schema/index.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { projectAnswer } from '../projects/project-read.service.ts';

export type IhmProjectPatch = {
  name?: string;
  accessTo?: AccessTo;
  pricingModel?: PricingModel;
  ship?: { name?: string; imo?: string | null };
};

/** Only what differs from the stored values is written; anything written bumps modified_at. */
function changes<T extends Record<string, unknown>>(current: T, patch: Partial<T>): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] !== undefined && patch[key] !== current[key]) result[key] = patch[key];
  }
  return result;
}

/** PATCH /ihm/projects/{id}: the project's managers change its name, access, plan and ship. */
export async function patchIhmProject(
  deps: AppDeps,
  props: { userId: string; projectId: string; patch: IhmProjectPatch },
): Promise<TProject> {
  const now = deps.now();
  const { project } = await requireProjectAccess(deps.db, {
    projectId: props.projectId,
    userId: props.userId,
    now,
    capability: 'ihm.maint.is_manager',
  });
  const { ship: shipPatch, ...projectPatch } = props.patch;
  const projectSet = changes(
    { name: project.name, accessTo: project.accessTo, pricingModel: project.pricingModel },
    projectPatch,
  );
  await deps.db.transaction(async (tx) => {
    let shipChanged = false;
    if (shipPatch) {
      const [ship] = await tx.select().from(ships).where(eq(ships.id, project.shipId)).for('update');
      const shipSet = ship ? changes({ name: ship.name, imo: ship.imo }, shipPatch) : {};
      if (Object.keys(shipSet).length > 0) {
        await tx.update(ships).set(shipSet).where(eq(ships.id, project.shipId));
        shipChanged = true;
      }
    }
    if (shipChanged || Object.keys(projectSet).length > 0) {
      await tx
        .update(projects)
        .set({ ...projectSet, modifiedAt: now })
        .where(eq(projects.id, project.id));
    }
  });
  return projectAnswer(deps, props);
}
