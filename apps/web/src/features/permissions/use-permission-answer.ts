import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionsApi } from '../../api/permissions.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';

type Answer = { id: string; answer: 'accept' | 'reject' };

/** Accepting or rejecting a permission I received; refreshes my permissions and my projects. */
export function usePermissionAnswer() {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  return useMutation({
    mutationFn: ({ id, answer }: Answer) =>
      answer === 'accept' ? permissionsApi.accept(id) : permissionsApi.reject(id),
    onMutate: clearAlerts,
    onSuccess: async (_permission, { answer }) => {
      showAlert({
        type: 'success',
        message: answer === 'accept' ? 'The permission was accepted.' : 'The permission was rejected.',
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.receivedPermissions(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
    },
    onError: showErrorAlert,
  });
}
