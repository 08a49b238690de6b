import { canManageTeam, isExpertTeam } from '@keelson/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ImageUpload } from '../../components/ImageUpload.tsx';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MembersTable } from './MembersTable.tsx';
import { TeamCompanies } from './TeamCompanies.tsx';
import { TeamDetailsForm } from './TeamDetailsForm.tsx';
import { FEATURE_BADGES } from './team-labels.ts';
import { useMyMemberships } from './use-my-memberships.ts';
import { useTeam, useTeamMemberships } from './use-team.ts';

/** #/dashboard/teams/{id}: the team, its members; managers edit, upload the image and invite. */
export function TeamPage() {
  const { teamId = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: team, isPending, isError } = useTeam(teamId);
  const members = useTeamMemberships(teamId);
  const mine = useMyMemberships({ alertOnError: false }).data?.find(
    (m) => m.team_id === teamId && m.status === 'accepted',
  );
  const manager = canManageTeam(mine);
  usePageTitle(['Teams', team?.name]);

  if (isPending) return <LoadingIndicator />;
  if (isError || !team) {
    return (
      <Stack>
        <Text>This team could not be loaded.</Text>
        <Anchor component={Link} to="/dashboard/teams">
          Back to the teams
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack>
      <Anchor component={Link} to="/dashboard/teams" size="sm">
        ← Teams
      </Anchor>
      <Group gap="xs">
        <Title order={1} size="h2">
          {team.name}
        </Title>
        {team.available_features.map((feature) => (
          <Badge key={feature} variant="light" color="gray">
            {FEATURE_BADGES[feature]}
          </Badge>
        ))}
      </Group>
      {manager ? (
        <Paper withBorder radius="md" p="md">
          <Stack>
            <TeamDetailsForm key={`${team.name}|${team.description}`} team={team} />
            <ImageUpload
              label="Team image"
              imageUrl={team.image}
              name={team.name}
              upload={async (file) => {
                await teamsApi.putImage(team.id, file);
                await queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) });
              }}
            />
          </Stack>
        </Paper>
      ) : (
        team.description && <Text c="dimmed">{team.description}</Text>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Members
        </Title>
        {members.isPending ? (
          <LoadingIndicator />
        ) : (
          <MembersTable teamId={team.id} memberships={members.data ?? []} manager={manager} />
        )}
      </Paper>
      {manager && <InviteMemberForm teamId={team.id} />}
      {isExpertTeam(team) && <TeamCompanies teamId={team.id} />}
    </Stack>
  );
}
