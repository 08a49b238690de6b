import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { CreateTeamModal } from './CreateTeamModal.tsx';
import { TeamCard } from './TeamCard.tsx';
import { acceptedMemberships, useMyMemberships } from './use-my-memberships.ts';

/** #/dashboard/teams: the teams I am an accepted member of, and creating a team. */
export function TeamsPage() {
  usePageTitle(['Teams']);
  const memberships = useMyMemberships();
  const [creating, creation] = useDisclosure(false);
  const teams = acceptedMemberships(memberships.data).flatMap((membership) =>
    membership.team ? [{ ...membership, team: membership.team }] : [],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Teams
        </Title>
        <Button onClick={creation.open}>New team</Button>
      </Group>
      {memberships.isPending && <LoadingIndicator />}
      {!memberships.isPending && teams.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text fw={600}>You are not a member of any team yet.</Text>
          <Text size="sm" c="dimmed">
            Create a team, or accept an invitation under Invitations.
          </Text>
        </Paper>
      )}
      {teams.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          className="plain-list"
          aria-label="My teams"
        >
          {teams.map((membership) => (
            <li key={membership.id}>
              <TeamCard membership={membership} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {creating && <CreateTeamModal onClose={creation.close} />}
    </Stack>
  );
}
