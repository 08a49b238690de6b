import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentRequestsApi, type TBatchAnswer } from '../../api/documents.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { REQUEST_TYPE_LABELS } from '../documents/request-labels.ts';

type Props = {
  bucketId: string;
  itemIds: readonly string[];
  /** The selected items this screen has loaded: their names and categories. */
  items: readonly TOrderItem[];
  onClose: (done: boolean) => void;
};

const nameOf = (item: TOrderItem | undefined, id: string) =>
  item?.display_name || item?.short_id || id.slice(0, 6);

/**
 * Requests MD and SDoC for the selected items in one call. Items without a category are named
 * first: asking suppliers before the expert knows whether an article is relevant mails them for
 * nothing, so the default sends for the categorised ones only. The items the server skipped are
 * named by article.
 */
export function RequestDocumentsModal({ bucketId, itemIds, items, onClose }: Props) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<TBatchAnswer | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const uncategorised = itemIds.filter((id) => byId.get(id)?.selected_article_category_id === null);
  const categorised = itemIds.filter((id) => !uncategorised.includes(id));
  const run = useMutation({
    mutationFn: (ids: readonly string[]) => documentRequestsApi.batch(bucketId, ids, ['md', 'sdoc']),
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
        {!answer && uncategorised.length > 0 && (
          <Alert color="yellow" title={`${uncategorised.length} item(s) have no category yet`}>
            <Text size="sm">
              Whether they need an MD and SDoC depends on their category. Categorise them first, or ask their
              suppliers anyway.
            </Text>
            <List size="sm" mt="xs">
              {uncategorised.slice(0, 8).map((id) => (
                <List.Item key={id}>{nameOf(byId.get(id), id)}</List.Item>
              ))}
              {uncategorised.length > 8 && <List.Item>and {uncategorised.length - 8} more</List.Item>}
            </List>
          </Alert>
        )}
        {answer && answer.skipped.length > 0 && (
          <div role="alert">
            <Text c="orange" size="sm">
              {answer.skipped.length} request(s) skipped:
            </Text>
            <List size="sm">
              {answer.skipped.map((skip) => (
                <List.Item key={`${skip.item_id}-${skip.document_type}`}>
                  {nameOf(byId.get(skip.item_id), skip.item_id)} ({REQUEST_TYPE_LABELS[skip.document_type]}):{' '}
                  {skip.reason}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(answer !== null)}>
            {answer ? 'Close' : 'Cancel'}
          </Button>
          {!answer && uncategorised.length > 0 && (
            <Button variant="light" loading={run.isPending} onClick={() => run.mutate(itemIds)}>
              Send for all {itemIds.length}
            </Button>
          )}
          {!answer && (
            <Button
              loading={run.isPending}
              disabled={categorised.length === 0}
              onClick={() => run.mutate(categorised)}
            >
              {uncategorised.length > 0 ? `Send for the ${categorised.length} categorised` : 'Send requests'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
