import type { TProject } from '@keelson/contract';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ihmProjectsApi } from '../../api/ihm-projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { acceptedMemberships, useMyMemberships } from '../teams/use-my-memberships.ts';
import { useActivationState } from './use-project.ts';

/** Managers start maintenance with one of their teams' maintenance companies, or stop it. */
export function ProjectMaintenance({ project }: { project: TProject }) {
  const queryClient = useQueryClient();
  const activation = useActivationState(project.id);
  const memberships = useMyMemberships({ alertOnError: false });
  const teams = acceptedMemberships(memberships.data).flatMap((membership) =>
    membership.team ? [membership.team] : [],
  );
  const companies = useQueries({
    queries: teams.map((team) => ({
      queryKey: ['teams', team.id, 'companies', 'ihm_maint'],
      queryFn: () => teamsApi.maintenanceCompanies(team.id),
    })),
  })
    .flatMap((query) => query.data ?? [])
    .filter((company) => !company.archived);
  const [chosen, setChosen] = useState('');
  const change = useMutation({
    mutationFn: (action: 'activate' | 'deactivate') =>
      action === 'activate'
        ? ihmProjectsApi.activate(project.id, chosen || (companies[0]?.id ?? ''))
        : ihmProjectsApi.deactivate(project.id),
    onMutate: clearAlerts,
    onSuccess: async (_project, action) => {
      showAlert({
        type: 'success',
        message: action === 'activate' ? 'Maintenance was started.' : 'Maintenance was stopped.',
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project(project.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.activationState(project.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
    },
    onError: showErrorAlert,
  });

  if (!activation?.is_available) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Maintenance" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Maintenance
        </Title>
        {activation.is_active ? (
          <Group justify="space-between">
            <Text size="sm">
              Maintenance is active with {project.maintenance_bucket?.name ?? 'a maintenance company'}.
            </Text>
            <Button variant="default" onClick={() => change.mutate('deactivate')} loading={change.isPending}>
              Stop maintenance
            </Button>
          </Group>
        ) : companies.length === 0 ? (
          <Text size="sm" c="dimmed">
            None of your teams has a maintenance company to start maintenance with.
          </Text>
        ) : (
          <Group align="flex-end">
            <NativeSelect
              label="Maintenance company"
              data={companies.map((company) => ({
                value: company.id,
                label: `${company.name} (${company.short_id})`,
              }))}
              value={chosen || companies[0]?.id}
              onChange={(event) => setChosen(event.currentTarget.value)}
            />
            <Button onClick={() => change.mutate('activate')} loading={change.isPending}>
              Start maintenance
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
