import { Stack, Text, Title } from '@mantine/core';
import type { TOrderItem } from '../../api/orders.ts';

/**
 * Extension point: the item's MD and SDoC documents and the requests to its supplier. The
 * supplier-portal API (document requests and their actions) is being built; until then this
 * section only says what is selected.
 */
export function ItemDocuments({ item }: { item: TOrderItem }) {
  return (
    <Stack gap={4} component="section" aria-label="Documents and requests">
      <Title order={3} size="h5">
        Documents and requests
      </Title>
      <Text size="sm">
        MD: {item.selected_md_document_id ? 'document selected' : 'none selected'} · SDoC:{' '}
        {item.selected_sdoc_document_id ? 'document selected' : 'none selected'}
      </Text>
      <Text size="sm" c="dimmed">
        Requests to suppliers arrive with the supplier portal.
      </Text>
    </Stack>
  );
}
