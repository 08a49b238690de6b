import type { TBucket } from '@keelson/contract';
import { canManageTeam } from '@keelson/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { InviteMemberForm } from '../teams/InviteMemberForm.tsx';
import { MembersTable } from '../teams/MembersTable.tsx';
import { useMyMemberships } from '../teams/use-my-memberships.ts';
import { useTeam, useTeamMemberships } from '../teams/use-team.ts';

/**
 * The team that owns the company and its members with their roles: the team screen's own table and
 * invitation form, so a role changed here is the same change as on the team's page.
 */
export function CompanyTeam({ company }: { company: TBucket }) {
  const teamId = company.dataowner_team_id;
  if (!teamId) {
    return <Text c="dimmed">{company.dataowner_name} owns this company personally: it has no team.</Text>;
  }
  return <OwnerTeam teamId={teamId} />;
}

function OwnerTeam({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  const members = useTeamMemberships(teamId);
  const mine = useMyMemberships({ alertOnError: false }).data?.find(
    (membership) => membership.team_id === teamId && membership.status === 'accepted',
  );
  const manager = canManageTeam(mine);
  if (team.isPending || members.isPending) return <LoadingIndicator />;
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {team.data?.name ?? 'Team'}: members
          </Title>
          <Anchor component={Link} to={`/dashboard/teams/${teamId}`} size="sm">
            Open the team
          </Anchor>
        </Group>
        <MembersTable teamId={teamId} memberships={members.data ?? []} manager={manager} />
      </Paper>
      {manager && <InviteMemberForm teamId={teamId} />}
    </Stack>
  );
}
