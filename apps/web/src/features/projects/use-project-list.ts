import { REFRESH_INTERVAL_MS } from '@keelson/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ProjectFilters, projectsApi } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** My projects, 50 a page, with the next page asked for as the user scrolls; refreshed every 120000 ms. */
export function useProjectList(filters: ProjectFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.myProjects(filters),
    queryFn: ({ pageParam }) => projectsApi.myProjects(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.page_offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useErrorAlert(query.error);
  const projects = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, projects, total };
}
