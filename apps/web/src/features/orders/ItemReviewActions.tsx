import { EQUIPMENT_CLASSES, type EquipmentClass } from '@keelson/domain';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ordersApi, type TCategory, type TOrderItem } from '../../api/orders.ts';
import { RuleSuggestions } from '../rules/RuleSuggestions.tsx';
import type { EvaluationView } from './evaluation-view.ts';
import { RELEVANCY_LABELS } from './order-labels.ts';
import { useItemAction } from './use-item-action.ts';

type Props = { item: TOrderItem; view: EvaluationView; bucketId: string; categories: readonly TCategory[] };

/** The expert's review actions: category, equipment class, close and reopen. */
export function ItemReviewActions({ item, view, bucketId, categories }: Props) {
  const action = useItemAction(bucketId);
  const [categoryId, setCategoryId] = useState(item.selected_article_category_id ?? '');
  useEffect(
    () => setCategoryId(item.selected_article_category_id ?? ''),
    [item.selected_article_category_id],
  );
  const busy = action.isPending;

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Review actions
      </Title>
      <RuleSuggestions item={item} bucketId={bucketId} categories={categories} />
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label="Category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          data={[
            { value: '', label: 'No category', disabled: true },
            ...categories.map((c) => ({
              value: c.id,
              label: `${c.name} (${RELEVANCY_LABELS[c.relevancy]})`,
            })),
          ]}
          style={{ flex: 1 }}
        />
        <Button
          disabled={busy || !categoryId || categoryId === item.selected_article_category_id}
          onClick={() =>
            action.mutate({
              run: () => ordersApi.categorize(item.id, categoryId),
              success: 'The item was categorised.',
            })
          }
        >
          Categorise
        </Button>
      </Group>
      <NativeSelect
        label="Equipment class"
        value={item.equipment_class ?? ''}
        disabled={busy}
        onChange={(event) => {
          const value = (event.currentTarget.value || null) as EquipmentClass | null;
          action.mutate({
            run: () => ordersApi.selectEquipmentClass(item.id, value),
            success: 'The equipment class was saved.',
          });
        }}
        data={[
          { value: '', label: 'None' },
          ...EQUIPMENT_CLASSES.map((value) => ({ value, label: value.toUpperCase() })),
        ]}
      />
      <Group gap="xs">
        {item.is_review_closed ? (
          <Button
            variant="default"
            disabled={busy}
            onClick={() =>
              action.mutate({
                run: () => ordersApi.reopenReview(item.id),
                success: 'The review was reopened.',
              })
            }
          >
            Reopen review
          </Button>
        ) : (
          <Button
            color="green"
            disabled={busy || !view.isReviewClosable}
            onClick={() =>
              action.mutate({ run: () => ordersApi.closeReview(item.id), success: 'The review was closed.' })
            }
          >
            Close review
          </Button>
        )}
        {!item.is_review_closed && !view.isReviewClosable && (
          <Text size="xs" c="dimmed">
            Closable once a category is chosen and, for relevant categories, MD and SDoC are settled.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
