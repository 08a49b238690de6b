import { canKeepMaintenanceData } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { companyCapabilities } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The user's capabilities on a company (expert, crew, manager, rules manager), asked once per
 * company; `ready` once they are known, so screens do not show a role's controls before that.
 */
export function useCompanyCapabilities(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.companyCapabilities(bucketId),
    queryFn: () => companyCapabilities(bucketId),
    staleTime: 60_000,
  });
  const capabilities = query.data ?? [];
  return {
    ready: query.isSuccess,
    capabilities,
    /** Experts and managers keep the company's catalog and orders. */
    keepsData: canKeepMaintenanceData(capabilities),
  };
}
