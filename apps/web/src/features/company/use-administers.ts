import type { TBucket } from '@keelson/contract';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { administers } from '../companies/company-list.ts';
import { useMyMemberships } from '../teams/use-my-memberships.ts';

/** Whether the signed-in user administers the company (false while it or the memberships load). */
export function useAdministers(company: TBucket | undefined): boolean {
  const userId = useSessionUserId();
  const memberships = useMyMemberships({ alertOnError: false });
  return Boolean(company && memberships.data && administers(company, userId, memberships.data));
}
