import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decksApi } from '../../api/decks.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

export function useDecks(projectId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.decks(projectId), queryFn: () => decksApi.list(projectId), enabled });
}

/** Runs one change of the project's decks; the decks are read again after it. */
export function useDeckAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { run: () => Promise<unknown>; success?: string }) => action.run(),
    onSuccess: async (_result, action) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.decks(projectId) });
      if (action.success) showAlert({ type: 'success', message: action.success });
    },
    onError: showErrorAlert,
  });
}
