import type { TGeneratedReport, TReportRequest } from '@keelson/contract';
import { REFRESH_INTERVAL_MS } from '@keelson/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { ApiError } from '../../api/http.ts';
import {
  type ReportListQuery,
  reportKeys,
  reportsApi,
  type TGeneratedReportPage,
} from '../../api/reports.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { withNewVersion } from './report-pages.ts';
import { isMaking } from './report-text.ts';

/** How often a version being made is asked for its progress. */
const POLL_MS = 1500;

/** The project's templates and whether it can make each now. */
export function useReportTemplates(projectId: string) {
  const query = useQuery({
    queryKey: reportKeys.templates(projectId),
    queryFn: () => reportsApi.templates(projectId),
  });
  useErrorAlert(query.error);
  return query;
}

/** A page of the project's versions, newest first; read again now and then for fresh download links. */
export function useReports(projectId: string, query: ReportListQuery) {
  const result = useQuery({
    queryKey: reportKeys.list(projectId, query),
    queryFn: () => reportsApi.list(projectId, query),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
  useErrorAlert(result.error);
  return result;
}

/**
 * A version as it is now: while the list says it is being made, it is asked for every 1.5 s until
 * it succeeds or fails; then the list is read again (its row, the freshness of the others).
 */
export function useLiveReport(report: TGeneratedReport): TGeneratedReport {
  const queryClient = useQueryClient();
  const making = isMaking(report);
  const query = useQuery({
    queryKey: reportKeys.report(report.id),
    queryFn: () => reportsApi.get(report.id),
    initialData: report,
    enabled: making,
    refetchInterval: (q) => (q.state.data && isMaking(q.state.data) ? POLL_MS : false),
  });
  const ended = making && query.data !== undefined && !isMaking(query.data);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: reportKeys.project(report.project_id) });
  }, [ended, report.project_id, queryClient]);
  // Once the list has it finished, the list is the newer word (fresh links).
  return making ? (query.data ?? report) : report;
}

/** Asks for a version; the answer says whether a new one is made or the unchanged latest is shown. */
export function useRequestReport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportRequest) => reportsApi.request(projectId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(reportKeys.report(answer.report.id), answer.report);
      // A new version shows at once at the top of the first page (with its progress), before the
      // list is read again; a report that takes a second would otherwise be done before it is seen.
      if (!answer.reused)
        for (const [key, page] of queryClient.getQueriesData<TGeneratedReportPage>({
          queryKey: reportKeys.lists(projectId),
        })) {
          const next = withNewVersion(page, key[4] as ReportListQuery | undefined, answer.report);
          if (next) queryClient.setQueryData(key, next);
        }
      await queryClient.invalidateQueries({ queryKey: reportKeys.project(projectId) });
    },
  });
}

/**
 * What a refused request says: the server's own sentence for a 400 (e.g. what the project lacks),
 * the catalogue's message otherwise.
 */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && typeof error.body.error === 'string')
    return error.body.error;
  return errorMessage(error);
}
