import type { TeamMembershipRole } from '@keelson/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';

export type MembershipAction =
  | { id: string; kind: 'accept' | 'reject' | 'revoke' }
  | { id: string; kind: 'role'; role: TeamMembershipRole };

const SUCCESS: Record<MembershipAction['kind'], string> = {
  accept: 'The invitation was accepted.',
  reject: 'The invitation was rejected.',
  revoke: 'The membership was revoked.',
  role: 'The role was changed.',
};

function run(action: MembershipAction) {
  switch (action.kind) {
    case 'accept':
      return teamsApi.accept(action.id);
    case 'reject':
      return teamsApi.reject(action.id);
    case 'revoke':
      return teamsApi.revoke(action.id);
    case 'role':
      return teamsApi.changeRole(action.id, action.role);
  }
}

/** Answering an invitation, revoking a membership or changing a role; refreshes what depends on it. */
export function useMembershipAction(teamId?: string) {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  return useMutation({
    mutationFn: run,
    onMutate: clearAlerts,
    onSuccess: async (_membership, action) => {
      showAlert({ type: 'success', message: SUCCESS[action.kind] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myMemberships(userId) });
      if (teamId) await queryClient.invalidateQueries({ queryKey: queryKeys.teamMemberships(teamId) });
      if (action.kind === 'accept') await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
    },
    onError: showErrorAlert,
  });
}
