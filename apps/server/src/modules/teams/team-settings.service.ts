import type { TTeam } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { teams } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { StoredFile } from '../../storage/file-storage.ts';
import { newImageKey, replaceImage } from '../../storage/image-upload.ts';
import { findTeamById, lockTeam, teamAnswer } from './team.queries.ts';

/** The team as an answer; the caller has been authorized already. */
export async function teamAnswerById(deps: AppDeps, teamId: string): Promise<TTeam> {
  const team = await findTeamById(deps.db, teamId);
  if (!team) throw notFound();
  return teamAnswer(deps.config.apiPath, team);
}

/** Changes name and description (trimmed by the contract; an empty description is stored as none). */
export async function updateTeam(
  deps: AppDeps,
  props: { teamId: string; patch: { name?: string; description?: string | null } },
): Promise<TTeam> {
  const set: Partial<typeof teams.$inferInsert> = {};
  if (props.patch.name !== undefined) set.name = props.patch.name;
  if (props.patch.description !== undefined) set.description = props.patch.description || null;
  if (Object.keys(set).length > 0) {
    await deps.db.transaction(async (tx) => {
      await lockTeam(tx, props.teamId);
      await tx.update(teams).set(set).where(eq(teams.id, props.teamId));
    });
  }
  return teamAnswerById(deps, props.teamId);
}

/** Replaces the team image; the answer's image URL changes with it. */
export async function setTeamImage(
  deps: AppDeps,
  props: { teamId: string; image: StoredFile },
): Promise<TTeam> {
  await replaceImage(deps, {
    key: newImageKey('teams', props.teamId),
    image: props.image,
    save: (key) =>
      deps.db.transaction(async (tx) => {
        const team = await lockTeam(tx, props.teamId);
        await tx.update(teams).set({ imageKey: key }).where(eq(teams.id, props.teamId));
        return team.imageKey;
      }),
  });
  return teamAnswerById(deps, props.teamId);
}
