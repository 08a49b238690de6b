import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

export function useTeam(id: string) {
  const query = useQuery({ queryKey: queryKeys.team(id), queryFn: () => teamsApi.get(id) });
  useErrorAlert(query.error);
  return query;
}

/** The team's members and invitations, with their users. */
export function useTeamMemberships(id: string) {
  const query = useQuery({
    queryKey: queryKeys.teamMemberships(id),
    queryFn: () => teamsApi.memberships(id),
  });
  useErrorAlert(query.error);
  return query;
}
