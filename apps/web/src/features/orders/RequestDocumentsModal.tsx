import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentRequestsApi, type TBatchAnswer } from '../../api/documents.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { REQUEST_TYPE_LABELS } from '../documents/request-labels.ts';

type Props = {
  bucketId: string;
  itemIds: readonly string[];
  onClose: (done: boolean) => void;
};

/** Requests MD and SDoC for the selected items in one call; the items the server skipped are listed. */
export function RequestDocumentsModal({ bucketId, itemIds, onClose }: Props) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<TBatchAnswer | null>(null);
  const run = useMutation({
    mutationFn: () => documentRequestsApi.batch(bucketId, itemIds, ['md', 'sdoc']),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderItems(bucketId) });
      await queryClient.invalidateQueries({ queryKey: ['order-items'] });
      showAlert({
        type: 'success',
        message: `${result.created.length} request(s) created, ${result.mails_sent} mail(s) sent.`,
      });
      if (result.skipped.length === 0) onClose(true);
      else setAnswer(result);
    },
    onError: showErrorAlert,
  });

  return (
    <Modal opened onClose={() => onClose(answer !== null)} title="Request documents">
      <Stack>
        <Text size="sm">
          Ask the suppliers of the {itemIds.length} selected item(s) for their MD and SDoC. Each supplier
          contact gets one mail with a link to the supplier portal.
        </Text>
        {answer && answer.skipped.length > 0 && (
          <div role="alert">
            <Text c="orange" size="sm">
              {answer.skipped.length} request(s) skipped:
            </Text>
            <List size="sm">
              {answer.skipped.map((skip) => (
                <List.Item key={`${skip.item_id}-${skip.document_type}`}>
                  {skip.item_id.slice(0, 6)} ({REQUEST_TYPE_LABELS[skip.document_type]}): {skip.reason}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(answer !== null)}>
            {answer ? 'Close' : 'Cancel'}
          </Button>
          {!answer && (
            <Button loading={run.isPending} onClick={() => run.mutate()}>
              Send requests
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
