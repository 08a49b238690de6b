import type { TProject } from '@keelson/contract';
import type { Capability } from '@keelson/domain';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CAPABILITY_LABELS } from './capability-labels.ts';
import { MaintenanceBadge } from './MaintenanceBadge.tsx';
import { projectOwner } from './ProjectCard.tsx';
import { ShipImage } from './ShipImage.tsx';

type Props = { project: TProject; capabilities: readonly Capability[] };

/** Ship name, IMO, project name and owner; my capabilities as badges; the maintenance state. */
export function ProjectHeader({ project, capabilities }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box w={180} style={{ flexShrink: 0, overflow: 'hidden', borderRadius: 8 }} visibleFrom="xs">
          <ShipImage src={project.ship.image} height={110} />
        </Box>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {project.ship.name}
            </Title>
            {project.removed && <Badge color="red">Removed</Badge>}
          </Group>
          <Text c="dimmed">IMO {project.ship.imo ?? '–'}</Text>
          <Text>
            <Text span fw={600}>
              {project.name}
            </Text>{' '}
            · {projectOwner(project)}
          </Text>
          <Group gap="xs" mt={4} aria-label="My capabilities" role="group">
            {capabilities.map((capability) => (
              <Badge key={capability} variant="light">
                {CAPABILITY_LABELS[capability]}
              </Badge>
            ))}
            {capabilities.length === 0 && (
              <Text size="sm" c="dimmed">
                No capabilities
              </Text>
            )}
            <MaintenanceBadge project={project} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
