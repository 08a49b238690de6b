import type { TBucket } from '@keelson/contract';
import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';

const FIRST_PAGE = { query: '', groupId: '', removed: false };

/**
 * The companies whose work the user does: the maintenance buckets of the user's projects, once
 * each, by name. The orders screen opens each on the task list of the user's view.
 */
export function useMyCompanies(): TBucket[] {
  const { data } = useQuery({
    // Under my-projects, so that a new or removed project refreshes the navigation too.
    queryKey: [...queryKeys.myProjects(), 'companies'],
    queryFn: () => projectsApi.myProjects(FIRST_PAGE, 0),
    staleTime: 60_000,
  });
  const companies = new Map<string, TBucket>();
  // An archived company's lists are closed (decision 0032): Companies lists it apart instead.
  for (const project of data?.items ?? [])
    if (project.maintenance_bucket && !project.maintenance_bucket.archived)
      companies.set(project.maintenance_bucket.id, project.maintenance_bucket);
  return [...companies.values()].sort((a, b) => a.name.localeCompare(b.name));
}
