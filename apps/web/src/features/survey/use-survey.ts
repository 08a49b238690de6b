import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type CheckFilter, surveyApi } from '../../api/survey.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';

const key = (projectId: string, ...rest: unknown[]) => [...queryKeys.survey(projectId), ...rest] as const;

export function useSurveyPlan(projectId: string, planId: string | null) {
  return useQuery({
    queryKey: key(projectId, 'plan', planId),
    queryFn: () => surveyApi.plan(planId ?? ''),
    enabled: Boolean(planId),
  });
}

export function useChecks(projectId: string, filter: CheckFilter, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: key(projectId, 'checks', filter, page),
    queryFn: () => surveyApi.checks(projectId, filter, page),
    placeholderData: (previous) => previous,
  });
}

export function useCheck(projectId: string, checkId: string | null) {
  return useQuery({
    queryKey: key(projectId, 'check', checkId),
    queryFn: () => surveyApi.check(checkId ?? ''),
    enabled: Boolean(checkId),
    // A photo is made in the background: read again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.images.some((image) => image.state === 'processing') ? 1500 : false,
  });
}

export function useSuggestedValues(projectId: string) {
  return useQuery({ queryKey: key(projectId, 'suggested'), queryFn: () => surveyApi.suggested(projectId) });
}

export function useVscp(projectId: string, checkType?: string) {
  return useQuery({
    queryKey: key(projectId, 'vscp', checkType ?? 'all'),
    queryFn: () => surveyApi.vscp(projectId, checkType),
  });
}

export type SurveyAction = { run: () => Promise<unknown>; success?: string };

/** A survey change: the project's survey is read again; the caller handles errors (under its fields). */
export function useSurveyAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SurveyAction) => action.run(),
    onSuccess: async (_answer, action) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.survey(projectId) });
      if (action.success) showAlert({ type: 'success', message: action.success });
    },
  });
}
