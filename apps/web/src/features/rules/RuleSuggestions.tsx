import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ordersApi, type TCategory, type TOrderItem } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { rulesApi } from '../../api/rules.ts';
import { useItemAction } from '../orders/use-item-action.ts';

/**
 * What training rules suggest for the item ("rule X suggests category Y"), each accepted with one
 * tap; accepting or choosing otherwise scores the rule (docs/domain/rules.md).
 */
export function RuleSuggestions(props: {
  item: TOrderItem;
  bucketId: string;
  categories: readonly TCategory[];
}) {
  const { item, bucketId } = props;
  const action = useItemAction(bucketId);
  const suggestions = useQuery({
    queryKey: queryKeys.ruleSuggestions(bucketId, item.id),
    queryFn: () => rulesApi.suggestions(item.id),
  });
  const open = (suggestions.data ?? []).filter(
    (suggestion) => suggestion.agreed === null && suggestion.undone_at === null && suggestion.category_id,
  );
  if (open.length === 0) return null;
  const name = (id: string | null) =>
    props.categories.find((category) => category.id === id)?.name ?? 'a category';
  return (
    <Stack gap={4} component="section" aria-label="Rule suggestions">
      {open.map((suggestion) => (
        <Paper key={suggestion.id} withBorder p="xs" bg="var(--mantine-color-yellow-light)">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Rule “{suggestion.rule.label}” suggests <b>{name(suggestion.category_id)}</b>
            </Text>
            <Button
              size="xs"
              disabled={action.isPending || item.is_review_closed}
              onClick={() =>
                action.mutate({
                  run: () => ordersApi.categorize(item.id, suggestion.category_id as string),
                  success: `The item is ${name(suggestion.category_id)}, as the rule suggested.`,
                })
              }
            >
              Accept
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
