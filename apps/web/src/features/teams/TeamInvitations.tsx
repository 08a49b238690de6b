import type { TTeamMembership } from '@keelson/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from './team-labels.ts';
import { useMembershipAction } from './use-membership-actions.ts';

const teamName = (membership: TTeamMembership) => membership.team?.name ?? membership.team_id;

/** My pending team invitations, each with Accept and Reject. */
export function TeamInvitations({ invitations }: { invitations: TTeamMembership[] }) {
  const action = useMembershipAction();
  if (invitations.length === 0) return <Text c="dimmed">No team invitation waits for your answer.</Text>;
  return (
    <Stack gap="sm" role="list" aria-label="Team invitations">
      {invitations.map((invitation) => {
        const busy = action.isPending && action.variables?.id === invitation.id;
        return (
          <Paper key={invitation.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{teamName(invitation)}</Text>
                <Text size="sm" c="dimmed">
                  Invited as {ROLE_LABELS[invitation.role]}
                  {invitation.invited_at && ` on ${new Date(invitation.invited_at).toLocaleDateString()}`}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  aria-label={`Accept invitation to ${teamName(invitation)}`}
                  disabled={busy}
                  onClick={() => action.mutate({ id: invitation.id, kind: 'accept' })}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Reject invitation to ${teamName(invitation)}`}
                  disabled={busy}
                  onClick={() => action.mutate({ id: invitation.id, kind: 'reject' })}
                >
                  Reject
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
