import type { TProject } from '@keelson/contract';
import { Anchor, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ihmProjectsApi } from '../../api/ihm-projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Fact } from '../../components/Fact.tsx';
import { ImageUpload } from '../../components/ImageUpload.tsx';
import { formatDay } from '../../lib/format.ts';
import { companyHref } from '../company/CompanyNav.tsx';
import { useVessels } from '../orders/use-orders.ts';
import { ACCESS_MODE_LABELS } from '../permissions/permission-format.ts';
import { ACCESS_TO_LABELS, PRICING_MODEL_LABELS } from './create-project-form.ts';
import { projectOwner } from './ProjectCard.tsx';

/** The company's orders of this ship: the list opens with the ship's vessel chosen. */
function ShipOrdersLink({ bucketId, projectId }: { bucketId: string; projectId: string }) {
  const vessel = useVessels(bucketId).find((candidate) => candidate.project_id === projectId);
  const href = companyHref(bucketId, 'orders');
  return (
    <Anchor component={Link} to={vessel ? `${href}?vessel=${vessel.id}` : href}>
      Orders
    </Anchor>
  );
}

/** The project's facts; managers may change the ship image here. */
export function ProjectOverview({ project, manager }: { project: TProject; manager: boolean }) {
  const queryClient = useQueryClient();
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Overview
          </Title>
          {project.maintenance_bucket && (
            <Group gap="md">
              <ShipOrdersLink bucketId={project.maintenance_bucket.id} projectId={project.id} />
              <Anchor component={Link} to={companyHref(project.maintenance_bucket.id, 'statistics')}>
                Statistics
              </Anchor>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact size="md" label="Ship" value={project.ship.name} />
          <Fact size="md" label="IMO" value={project.ship.imo ?? '–'} />
          <Fact size="md" label="Project" value={project.name} />
          <Fact size="md" label="Owner" value={projectOwner(project)} />
          <Fact size="md" label="Access to" value={ACCESS_TO_LABELS[project.accessTo]} />
          <Fact size="md" label="Pricing model" value={PRICING_MODEL_LABELS[project.pricingModel]} />
          <Fact size="md" label="My access" value={ACCESS_MODE_LABELS[project.access_mode]} />
          <Fact size="md" label="Started" value={formatDay(project.started_at)} />
          <Fact size="md" label="Finished" value={formatDay(project.finished_at)} />
          <Fact size="md" label="Maintenance company" value={project.maintenance_bucket?.name ?? '–'} />
          <Fact size="md" label="Expert company" value={project.expert_bucket?.name ?? '–'} />
          <Fact size="md" label="Last modified" value={formatDay(project.modified_at)} />
        </SimpleGrid>
      </Paper>
      {manager && (
        <Paper withBorder radius="md" p="md">
          <ImageUpload
            label="Ship image"
            imageUrl={project.ship.image}
            name={project.ship.name}
            upload={async (file) => {
              await ihmProjectsApi.putShipImage(project.id, file);
              await queryClient.invalidateQueries({ queryKey: queryKeys.project(project.id) });
              await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
