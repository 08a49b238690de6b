import { accountEmailError, type Capability, MESSAGES, normalizeEmail } from '@keelson/domain';
import type { TPermissionCreate } from '../../api/permissions.ts';

export type GrantValues = {
  target: 'user' | 'team';
  email: string;
  teamId: string;
  accessMode: 'READ' | 'READWRITE';
  capabilities: Capability[];
  /** datetime-local values (local time, 'YYYY-MM-DDTHH:mm'), or ''. */
  validFrom: string;
  validUntil: string;
};

export const UNTIL_BEFORE_FROM = 'Must be later than Valid from';

export const initialGrantValues: GrantValues = {
  target: 'user',
  email: '',
  teamId: '',
  accessMode: 'READ',
  capabilities: [],
  validFrom: '',
  validUntil: '',
};

/** A datetime-local value as an ISO instant (the browser's time zone), or null when empty. */
export const localToIso = (value: string) => (value ? new Date(value).toISOString() : null);

export const grantValidation = {
  email: (value: string, values: GrantValues) =>
    values.target === 'user' ? accountEmailError(value, MESSAGES.emailInvalidElsewhere) : null,
  teamId: (value: string, values: GrantValues) =>
    values.target === 'team' && !value ? MESSAGES.required : null,
  validUntil: (value: string, values: GrantValues) =>
    value && values.validFrom && new Date(value) <= new Date(values.validFrom) ? UNTIL_BEFORE_FROM : null,
};

export function grantBody(values: GrantValues): TPermissionCreate {
  return {
    ...(values.target === 'user'
      ? { granted_to_user_email: normalizeEmail(values.email) }
      : { granted_to_team_id: values.teamId }),
    access_mode: values.accessMode,
    capabilities: values.capabilities,
    not_valid_before: localToIso(values.validFrom),
    not_valid_after: localToIso(values.validUntil),
  };
}
