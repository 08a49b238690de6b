import type { TTeamMembership } from '@keelson/contract';
import { PendingAnswerList } from '../../components/PendingAnswerList.tsx';
import { ROLE_LABELS } from './team-labels.ts';
import { useMembershipAction } from './use-membership-actions.ts';

const teamName = (membership: TTeamMembership) => membership.team?.name ?? membership.team_id;

/** My pending team invitations, each with Accept and Reject. */
export function TeamInvitations({ invitations }: { invitations: TTeamMembership[] }) {
  const action = useMembershipAction();
  return (
    <PendingAnswerList
      items={invitations}
      label="Team invitations"
      emptyText="No team invitation waits for your answer."
      title={teamName}
      details={(invitation) => (
        <>
          Invited as {ROLE_LABELS[invitation.role]}
          {invitation.invited_at && ` on ${new Date(invitation.invited_at).toLocaleDateString()}`}
        </>
      )}
      buttonLabel={(kind, invitation) =>
        `${kind === 'accept' ? 'Accept' : 'Reject'} invitation to ${teamName(invitation)}`
      }
      busyId={action.isPending ? action.variables?.id : undefined}
      onAnswer={(invitation, kind) => action.mutate({ id: invitation.id, kind })}
    />
  );
}
