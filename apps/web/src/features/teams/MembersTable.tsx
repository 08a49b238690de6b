import type { TTeamMembership } from '@keelson/contract';
import { fullName, type TeamMembershipRole } from '@keelson/domain';
import { Badge, Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { ROLE_LABELS, roleOptions, STATUS_COLOURS, STATUS_LABELS } from './team-labels.ts';
import { useMembershipAction } from './use-membership-actions.ts';

const who = (membership: TTeamMembership) => membership.user?.email ?? membership.invited_email ?? '';
const live = (membership: TTeamMembership) =>
  membership.status === 'accepted' || membership.status === 'invited';

type Props = { teamId: string; memberships: TTeamMembership[]; manager: boolean };

/** Members and invitations with role and status; managers change roles and revoke (not their own). */
export function MembersTable({ teamId, memberships, manager }: Props) {
  const userId = useSessionUserId();
  const action = useMembershipAction(teamId);
  if (memberships.length === 0) return <Text c="dimmed">This team has no members yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Team members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memberships.map((membership) => {
            const editable = manager && live(membership) && membership.user_id !== userId;
            const busy = action.isPending && action.variables?.id === membership.id;
            return (
              <Table.Tr key={membership.id}>
                <Table.Td>{who(membership)}</Table.Td>
                <Table.Td>{membership.user ? fullName(membership.user) : '–'}</Table.Td>
                <Table.Td>
                  {editable ? (
                    <NativeSelect
                      aria-label={`Role of ${who(membership)}`}
                      size="xs"
                      data={roleOptions}
                      value={membership.role}
                      disabled={busy}
                      onChange={(event) =>
                        action.mutate({
                          id: membership.id,
                          kind: 'role',
                          role: event.currentTarget.value as TeamMembershipRole,
                        })
                      }
                    />
                  ) : (
                    ROLE_LABELS[membership.role]
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[membership.status]} variant="light">
                    {STATUS_LABELS[membership.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Revoke membership of ${who(membership)}`}
                      loading={busy && action.variables?.kind === 'revoke'}
                      onClick={() => action.mutate({ id: membership.id, kind: 'revoke' })}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
