import type { TUser } from '@keelson/contract';
import type { TUserPatch } from '../../api/users.ts';

export type ProfileValues = { firstName: string; lastName: string };

export const profileValues = (user: TUser): ProfileValues => ({
  firstName: user.first_name ?? '',
  lastName: user.last_name ?? '',
});

/** Only the changed names, trimmed; an emptied name becomes null (names are optional). */
export function profileChanges(user: TUser, values: ProfileValues): TUserPatch {
  const changes: TUserPatch = {};
  const first = values.firstName.trim() || null;
  const last = values.lastName.trim() || null;
  if (first !== (user.first_name ?? null)) changes.first_name = first;
  if (last !== (user.last_name ?? null)) changes.last_name = last;
  return changes;
}
