import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type RuleBody, type RuleChange, rulesApi } from '../../api/rules.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

export function useRules(bucketId: string) {
  const query = useQuery({ queryKey: queryKeys.rules(bucketId), queryFn: () => rulesApi.list(bucketId) });
  useErrorAlert(query.error);
  return query;
}

const CHANGED: Record<RuleChange, string> = {
  confirm: 'is active: it now categorises new items by itself.',
  reset: 'was reset: its changes on untouched items are undone and it trains again.',
  enable: 'works again.',
  disable: 'is stopped.',
};

/** A rule created or changed: the rules and the company's items (a reset changes them) are read again. */
export function useRuleActions(bucketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['companies', bucketId] });
  const create = useMutation({
    mutationFn: (body: RuleBody) => rulesApi.create(bucketId, body),
    onSuccess: async (rule) => {
      await refresh();
      showAlert({ type: 'success', message: `${rule.label} was created: it trains on new items.` });
    },
  });
  const batch = useMutation({
    mutationFn: (body: RuleBody) => rulesApi.batch(bucketId, body),
    onSuccess: (started) =>
      showAlert({ type: 'success', message: `${started.rule.label} runs over the matching items.` }),
  });
  const change = useMutation({
    mutationFn: (props: { ruleId: string; change: RuleChange }) =>
      rulesApi.change(bucketId, props.ruleId, props.change),
    onSuccess: async (rule, props) => {
      await refresh();
      showAlert({ type: 'success', message: `${rule.label} ${CHANGED[props.change]}` });
    },
    onError: showErrorAlert,
  });
  return { create, change, batch, refresh };
}
