import type { TTeamMembership } from '@keelson/contract';
import { canCreateProject, REFRESH_INTERVAL_MS } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';

/**
 * My team memberships with their teams (every status), refreshed with the user data. Screens that
 * show them alert on failure; widgets that only use them (badge, buttons) pass alertOnError false.
 */
export function useMyMemberships({ alertOnError = true } = {}) {
  const userId = useSessionUserId();
  const query = useQuery({
    queryKey: queryKeys.myMemberships(userId),
    queryFn: () => usersApi.teamMemberships(userId),
    enabled: Boolean(userId),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useErrorAlert(alertOnError ? query.error : null);
  return query;
}

export const acceptedMemberships = (memberships: readonly TTeamMembership[] = []) =>
  memberships.filter((membership) => membership.status === 'accepted' && membership.team);

export const pendingInvitations = (memberships: readonly TTeamMembership[] = []) =>
  memberships.filter((membership) => membership.status === 'invited');

/** Teams I may create projects for: accepted legal or manager memberships of expert teams. */
export const projectCreationTeams = (memberships: readonly TTeamMembership[] = []) =>
  memberships.flatMap((membership) =>
    membership.team && canCreateProject(membership.team, membership) ? [membership.team] : [],
  );
