// Access grants (project permissions) and permission levels (spec sections 4 and 6).
import type {
  AccessGrantInactiveReason,
  AccessGrantState,
  AccessGrantStatus,
  PermissionLevel,
} from './access.constants.ts';
import { PERMISSION_LEVELS } from './access.constants.ts';

export type AccessGrantInput = {
  status: AccessGrantStatus;
  not_valid_before: Date | null;
  not_valid_after: Date | null;
};

export type AccessGrantStateResult =
  | { state: Exclude<AccessGrantState, 'inactive'>; reason: null }
  | { state: 'inactive'; reason: AccessGrantInactiveReason };

/**
 * Pending: not expired and either issued, or accepted but not yet valid. Active: accepted, valid
 * and not expired. Otherwise inactive with reason revoked, rejected or expired.
 */
export function accessGrantState(grant: AccessGrantInput, now: Date): AccessGrantStateResult {
  const time = now.getTime();
  const expired = grant.not_valid_after !== null && time > grant.not_valid_after.getTime();
  const started = grant.not_valid_before === null || time >= grant.not_valid_before.getTime();
  if (grant.status === 'revoked' || grant.status === 'rejected')
    return { state: 'inactive', reason: grant.status };
  if (expired) return { state: 'inactive', reason: 'expired' };
  if (grant.status === 'accepted' && started) return { state: 'active', reason: null };
  return { state: 'pending', reason: null };
}

/** The highest permission level present (READWRITE over READ over NONE); NONE when there is none. */
export function highestPermissionLevel(
  levels: readonly (PermissionLevel | null | undefined)[],
): PermissionLevel {
  let highest = 0;
  for (const level of levels) {
    if (level == null) continue;
    highest = Math.max(highest, PERMISSION_LEVELS.indexOf(level));
  }
  return PERMISSION_LEVELS[highest] as PermissionLevel;
}
