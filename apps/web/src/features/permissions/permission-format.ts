import type { TPermission } from '@keelson/contract';
import { fullName, LABELS } from '@keelson/domain';
import { CAPABILITY_LABELS } from '../projects/capability-labels.ts';

export const ACCESS_MODE_LABELS = LABELS.permissionLevel;

export const formatDateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

/** 'from … until …', 'from …', 'until …' or 'always'. */
export function validityText(permission: Pick<TPermission, 'not_valid_before' | 'not_valid_after'>): string {
  const from = formatDateTime(permission.not_valid_before);
  const until = formatDateTime(permission.not_valid_after);
  if (from && until) return `${from} – ${until}`;
  if (from) return `from ${from}`;
  if (until) return `until ${until}`;
  return 'always';
}

export const capabilitiesText = (permission: Pick<TPermission, 'capabilities'>) =>
  permission.capabilities.map((capability) => CAPABILITY_LABELS[capability]).join(', ') || '–';

/** Who a grant is for: the team's name, else the person's name and e-mail — never an id. */
export function grantee(permission: TPermission): string {
  if (permission.granted_to_team_id) return permission.granted_to_team?.name ?? 'A team';
  const user = permission.granted_to_user;
  const email = permission.granted_to_user_email ?? user?.email ?? null;
  const name = user ? fullName(user) : '';
  if (name && email && name !== email) return `${name} (${email})`;
  return name || email || 'A person';
}

export const issuer = (permission: TPermission) =>
  permission.issued_by ? fullName(permission.issued_by) : '–';
