import type { TUser } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { StoredFile } from '../../storage/file-storage.ts';
import { newImageKey, replaceImage } from '../../storage/image-upload.ts';
import { findUserById, shareAcceptedTeam, type UserRow, userAnswers } from './user.queries.ts';

/**
 * A user as the caller may see them: themselves, or someone who is an accepted member of a team
 * the caller is an accepted member of. Anyone else is 404, so existence is not revealed.
 */
export async function requireVisibleUser(deps: AppDeps, callerId: string, userId: string): Promise<UserRow> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound();
  if (userId !== callerId && !(await shareAcceptedTeam(deps.db, callerId, userId))) throw notFound();
  return row;
}

/** Only one's own profile can be changed; any other id is simply not found. */
export function requireSelf(callerId: string, userId: string) {
  if (callerId !== userId) throw notFound();
}

export async function userAnswerById(deps: AppDeps, userId: string): Promise<TUser> {
  const answer = (await userAnswers(deps.db, deps.config.apiPath, [userId])).get(userId);
  if (!answer) throw notFound();
  return answer;
}

export async function getVisibleUser(deps: AppDeps, props: { callerId: string; userId: string }) {
  await requireVisibleUser(deps, props.callerId, props.userId);
  return userAnswerById(deps, props.userId);
}

/** Changes the caller's names (trimmed by the contract; an empty name is stored as none) or view choice. */
export async function updateOwnUser(
  deps: AppDeps,
  props: {
    callerId: string;
    userId: string;
    patch: { first_name?: string | null; last_name?: string | null; expert_view?: boolean };
  },
): Promise<TUser> {
  requireSelf(props.callerId, props.userId);
  const set: Partial<typeof users.$inferInsert> = {};
  if (props.patch.first_name !== undefined) set.firstName = props.patch.first_name || null;
  if (props.patch.last_name !== undefined) set.lastName = props.patch.last_name || null;
  if (props.patch.expert_view !== undefined) set.expertView = props.patch.expert_view;
  if (Object.keys(set).length > 0) {
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set(set)
        .where(eq(users.id, props.userId))
        .returning({ id: users.id });
      if (updated.length === 0) throw notFound();
    });
  }
  return userAnswerById(deps, props.userId);
}

/** Replaces the caller's profile image; the answer's image URL changes with it. */
export async function setOwnUserImage(
  deps: AppDeps,
  props: { callerId: string; userId: string; image: StoredFile },
): Promise<TUser> {
  requireSelf(props.callerId, props.userId);
  await replaceImage(deps, {
    key: newImageKey('users', props.userId),
    image: props.image,
    save: (key) =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ imageKey: users.imageKey })
          .from(users)
          .where(eq(users.id, props.userId))
          .for('update');
        if (!row) throw notFound();
        await tx.update(users).set({ imageKey: key }).where(eq(users.id, props.userId));
        return row.imageKey;
      }),
  });
  return userAnswerById(deps, props.userId);
}

/** The storage key of a visible user's image (null without one). */
export async function visibleUserImageKey(deps: AppDeps, props: { callerId: string; userId: string }) {
  return (await requireVisibleUser(deps, props.callerId, props.userId)).imageKey;
}
