import { Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionsApi } from '../../api/permissions.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { GrantPermissionForm } from './GrantPermissionForm.tsx';
import { PermissionsTable } from './PermissionsTable.tsx';

/** A manager's view of who may access the project: grant, list and revoke. */
export function ProjectPermissionsPanel({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const permissions = useQuery({
    queryKey: queryKeys.projectPermissions(projectId),
    queryFn: () => permissionsApi.list(projectId),
  });
  useErrorAlert(permissions.error);
  const revoke = useMutation({
    mutationFn: (id: string) => permissionsApi.revoke(id),
    onMutate: clearAlerts,
    onSuccess: async () => {
      showAlert({ type: 'success', message: 'The permission was revoked.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projectPermissions(projectId) });
    },
    onError: showErrorAlert,
  });

  return (
    <Stack>
      <GrantPermissionForm projectId={projectId} />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Granted permissions
        </Title>
        {permissions.isPending ? (
          <LoadingIndicator />
        ) : (
          <PermissionsTable
            permissions={permissions.data ?? []}
            onRevoke={(permission) => revoke.mutate(permission.id)}
            revokingId={revoke.isPending ? revoke.variables : undefined}
          />
        )}
      </Paper>
    </Stack>
  );
}
