import { awaitingAnswer, useReceivedPermissions } from '../permissions/use-received-permissions.ts';
import { pendingInvitations, useMyMemberships } from '../teams/use-my-memberships.ts';

/** Pending team invitations plus received permissions waiting for an answer. */
export function useInvitationCount(): number {
  const memberships = useMyMemberships({ alertOnError: false });
  const permissions = useReceivedPermissions({ alertOnError: false });
  return pendingInvitations(memberships.data).length + awaitingAnswer(permissions.data).length;
}
