import { Button, Group, List, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { ordersApi, type TCategory } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { RELEVANCY_LABELS } from './order-labels.ts';

type Props = {
  bucketId: string;
  itemIds: readonly string[];
  categories: readonly TCategory[];
  onClose: (done: boolean) => void;
};

type Failure = { id: string; message: string };

/** Categorises the selected items one by one; failures are listed, the rest are refreshed. */
export function CategoriseSelectedModal({ bucketId, itemIds, categories, onClose }: Props) {
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState('');
  const [failures, setFailures] = useState<Failure[]>([]);
  const run = useMutation({
    mutationFn: async () => {
      const results = await Promise.allSettled(itemIds.map((id) => ordersApi.categorize(id, categoryId)));
      return results.flatMap((result, index) =>
        result.status === 'rejected'
          ? [{ id: itemIds[index] ?? '', message: errorMessage(result.reason) }]
          : [],
      );
    },
    onSuccess: async (failed) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderItems(bucketId) });
      await queryClient.invalidateQueries({ queryKey: ['order-items'] });
      const done = itemIds.length - failed.length;
      if (failed.length === 0) {
        showAlert({ type: 'success', message: `${done} item(s) categorised.` });
        onClose(true);
      } else {
        setFailures(failed);
      }
    },
  });

  return (
    <Modal opened onClose={() => onClose(false)} title="Categorise selected items">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (categoryId) run.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{itemIds.length} item(s) selected.</Text>
          <NativeSelect
            label="Category"
            withAsterisk
            value={categoryId}
            onChange={(event) => setCategoryId(event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a category' },
              ...categories.map((c) => ({
                value: c.id,
                label: `${c.name} (${RELEVANCY_LABELS[c.relevancy]})`,
              })),
            ]}
          />
          {failures.length > 0 && (
            <div role="alert">
              <Text c="red" size="sm">
                {failures.length} of {itemIds.length} item(s) could not be categorised:
              </Text>
              <List size="sm">
                {failures.map((failure) => (
                  <List.Item key={failure.id}>
                    {failure.id.slice(0, 6)}: {failure.message}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(failures.length > 0)}>
              {failures.length > 0 ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={run.isPending} disabled={!categoryId}>
              Categorise
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
