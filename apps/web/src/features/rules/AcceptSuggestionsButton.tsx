import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesApi } from '../../api/rules.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** Accepts the rules' category suggestions on the selected items at once (expert decisions). */
export function AcceptSuggestionsButton(props: { bucketId: string; itemIds: string[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => rulesApi.acceptSuggestions(props.bucketId, props.itemIds),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['companies', props.bucketId] });
      props.onDone();
      showAlert({
        type: 'success',
        message: `${answer.accepted} item(s) categorised as the rules suggest${answer.skipped ? `; ${answer.skipped} had no suggestion` : ''}.`,
      });
    },
    onError: showErrorAlert,
  });
  return (
    <Button
      size="xs"
      variant="light"
      disabled={props.itemIds.length === 0}
      loading={accept.isPending}
      onClick={() => accept.mutate()}
    >
      Accept rule suggestions
    </Button>
  );
}
