import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { TeamInvitations } from '../teams/TeamInvitations.tsx';
import { pendingInvitations, useMyMemberships } from '../teams/use-my-memberships.ts';
import { PendingPermissions } from './PendingPermissions.tsx';
import { awaitingAnswer, useReceivedPermissions } from './use-received-permissions.ts';

/** #/dashboard/invitations: team invitations and received permissions that wait for my answer. */
export function InvitationsPage() {
  usePageTitle(['Invitations']);
  const memberships = useMyMemberships();
  const permissions = useReceivedPermissions();
  return (
    <Stack>
      <Title order={1} size="h2">
        Invitations
      </Title>
      <Title order={2} size="h4">
        Team invitations
      </Title>
      {memberships.isPending ? (
        <LoadingIndicator />
      ) : (
        <TeamInvitations invitations={pendingInvitations(memberships.data)} />
      )}
      <Title order={2} size="h4" mt="md">
        Project permissions
      </Title>
      {permissions.isPending ? (
        <LoadingIndicator />
      ) : (
        <PendingPermissions permissions={awaitingAnswer(permissions.data)} />
      )}
    </Stack>
  );
}
