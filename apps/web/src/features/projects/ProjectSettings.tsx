import type { TProject } from '@keelson/contract';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ihmProjectsApi } from '../../api/ihm-projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** Removing a project (after a confirmation) and restoring a removed one; for managers. */
export function ProjectSettings({ project }: { project: TProject }) {
  const queryClient = useQueryClient();
  const [confirming, confirmation] = useDisclosure(false);
  const change = useMutation({
    mutationFn: () =>
      project.removed ? ihmProjectsApi.restore(project.id) : ihmProjectsApi.remove(project.id),
    onMutate: clearAlerts,
    onSuccess: async () => {
      confirmation.close();
      showAlert({
        type: 'success',
        message: project.removed ? 'The project was restored.' : 'The project was removed.',
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project(project.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
    },
    onError: showErrorAlert,
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {project.removed ? 'Restore project' : 'Remove project'}
        </Title>
        <Text size="sm" c="dimmed">
          {project.removed
            ? 'This project is removed: it is listed only with "Show removed". Restoring brings it back.'
            : 'A removed project disappears from the project list unless "Show removed" is on; it can be restored.'}
        </Text>
        <Group>
          {project.removed ? (
            <Button onClick={() => change.mutate()} loading={change.isPending}>
              Restore project
            </Button>
          ) : (
            <Button color="red" onClick={confirmation.open}>
              Remove project
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={confirmation.close} title="Remove project?">
        <Stack>
          <Text>
            Remove the project {project.name} of {project.ship.name}?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirmation.close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => change.mutate()} loading={change.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
