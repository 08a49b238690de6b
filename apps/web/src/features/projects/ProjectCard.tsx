import type { TProject } from '@keelson/contract';
import { dataOwnerName } from '@keelson/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ShipImage } from './ShipImage.tsx';

export const projectOwner = (project: TProject) =>
  dataOwnerName({ team: project.owner_team, user: project.owner_user });

/** One project of the list: ship image, ship name, IMO, project name and owner; opens the project. */
export function ProjectCard({ project }: { project: TProject }) {
  return (
    <Card
      component={Link}
      to={`/dashboard/projects/${project.id}`}
      withBorder
      radius="md"
      padding="sm"
      data-testid="project-card"
    >
      <Card.Section>
        <ShipImage src={project.ship.image} />
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {project.ship.name}
          </Text>
          {project.removed && (
            <Badge color="red" variant="light" size="sm">
              Removed
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          IMO {project.ship.imo ?? '–'}
        </Text>
        <Text size="sm" truncate>
          {project.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {projectOwner(project)}
        </Text>
      </Stack>
    </Card>
  );
}
