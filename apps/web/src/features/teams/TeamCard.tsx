import type { TTeamMembership } from '@keelson/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiAvatar } from '../../components/ApiAvatar.tsx';
import { FEATURE_BADGES, ROLE_LABELS } from './team-labels.ts';

/** One of my teams: image, name, description, my role and the team's features; opens the team. */
export function TeamCard({
  membership,
}: {
  membership: TTeamMembership & { team: NonNullable<TTeamMembership['team']> };
}) {
  const { team } = membership;
  return (
    <Card
      component={Link}
      to={`/dashboard/teams/${team.id}`}
      withBorder
      radius="md"
      padding="md"
      data-testid="team-card"
    >
      <Group wrap="nowrap" align="flex-start">
        <ApiAvatar src={team.image} alt="" radius="md" name={team.name} color="initials" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {team.name}
          </Text>
          {team.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {team.description}
            </Text>
          )}
          <Group gap={4}>
            <Badge variant="filled" size="sm">
              {ROLE_LABELS[membership.role]}
            </Badge>
            {team.available_features.map((feature) => (
              <Badge key={feature} variant="light" size="sm" color="gray">
                {FEATURE_BADGES[feature]}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
