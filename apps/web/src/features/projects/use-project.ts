import { type Capability, REFRESH_INTERVAL_MS } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { ihmProjectsApi } from '../../api/ihm-projects.ts';
import { projectsApi } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** One project, refreshed every 120000 ms like the list. */
export function useProject(id: string) {
  const query = useQuery({
    queryKey: queryKeys.project(id),
    queryFn: () => projectsApi.get(id),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useErrorAlert(query.error);
  return query;
}

/**
 * My capabilities on the project, asked for in full (check-capabilities). Until that answers, or
 * if it fails, the capabilities the project itself carries stand in; so no alert of its own.
 */
export function useProjectCapabilities(id: string, fallback: readonly Capability[] = []): Capability[] {
  const query = useQuery({
    queryKey: queryKeys.projectCapabilities(id),
    queryFn: () => projectsApi.capabilities(id),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
  return query.data ?? [...fallback];
}

/** The maintenance state from activation-state; undefined while unknown (the caller derives it then). */
export function useActivationState(id: string) {
  return useQuery({
    queryKey: queryKeys.activationState(id),
    queryFn: () => ihmProjectsApi.activationState(id),
  }).data;
}
