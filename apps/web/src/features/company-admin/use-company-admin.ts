import type { TBucket } from '@keelson/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi, type TCompanyPatch } from '../../api/companies.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** Everything under 'companies' (this one, the list) and the projects that show its buckets. */
function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
    await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
  };
}

export function useSaveCompany(bucketId: string) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (changes: TCompanyPatch) => companiesApi.patch(bucketId, changes),
    onSuccess: async () => {
      showAlert({ type: 'success', message: 'The company was saved.' });
      await refresh();
    },
  });
}

/** Archives or restores the company; a wrong state (409) says so through the alert. */
export function useArchiveCompany(company: TBucket) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (archive: boolean) =>
      archive ? companiesApi.archive(company.id) : companiesApi.restore(company.id),
    onSuccess: async (saved) => {
      showAlert({
        type: 'success',
        message: saved.archived
          ? `${saved.name} was archived: its data is read-only.`
          : `${saved.name} was restored.`,
      });
      await refresh();
    },
    onError: showErrorAlert,
  });
}
