import { randomBytes } from 'node:crypto';
import type { TProject } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { projects, ships } from '../../db/schema/index.ts';
import { imageFromBody, replaceImage } from '../../storage/image-upload.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { projectAnswer } from '../projects/project-read.service.ts';

type ShipImageAction = { userId: string; projectId: string };

const requireManager = (deps: AppDeps, props: ShipImageAction) =>
  requireProjectAccess(deps.db, { ...props, now: deps.now(), capability: 'ihm.maint.is_manager' });

/** Sets the image of the project's ship (managers); the ship's image URL changes with it. */
export async function putShipImage(
  deps: AppDeps,
  props: ShipImageAction & { body: unknown },
): Promise<TProject> {
  const { project } = await requireManager(deps, props);
  // Checked after the access: a non-image is 400 only for those who may upload.
  const image = imageFromBody(props.body);
  const now = deps.now();
  await replaceImage(deps, {
    key: `ships/${project.shipId}/${randomBytes(8).toString('hex')}`,
    image,
    save: (key) =>
      deps.db.transaction(async (tx) => {
        const [ship] = await tx
          .select({ imageKey: ships.imageKey })
          .from(ships)
          .where(eq(ships.id, project.shipId))
          .for('update');
        await tx.update(ships).set({ imageKey: key }).where(eq(ships.id, project.shipId));
        await tx.update(projects).set({ modifiedAt: now }).where(eq(projects.id, project.id));
        return ship?.imageKey ?? null;
      }),
  });
  return projectAnswer(deps, props);
}

/** Removes the ship's image (managers); no image is no error. */
export async function deleteShipImage(deps: AppDeps, props: ShipImageAction): Promise<TProject> {
  const { project } = await requireManager(deps, props);
  const now = deps.now();
  const previous = await deps.db.transaction(async (tx) => {
    const [ship] = await tx
      .select({ imageKey: ships.imageKey })
      .from(ships)
      .where(eq(ships.id, project.shipId))
      .for('update');
    if (!ship?.imageKey) return null;
    await tx.update(ships).set({ imageKey: null }).where(eq(ships.id, project.shipId));
    await tx.update(projects).set({ modifiedAt: now }).where(eq(projects.id, project.id));
    return ship.imageKey;
  });
  if (previous) await deps.files.delete(previous).catch(() => {});
  return projectAnswer(deps, props);
}

/** The storage key of the image of a visible project's ship (null without one). */
export async function shipImageKey(deps: AppDeps, props: ShipImageAction): Promise<string | null> {
  const { project } = await requireProjectAccess(deps.db, { ...props, now: deps.now() });
  const [ship] = await deps.db
    .select({ imageKey: ships.imageKey })
    .from(ships)
    .where(eq(ships.id, project.shipId))
    .limit(1);
  return ship?.imageKey ?? null;
}
