import { Accordion, Anchor, Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCategory } from '../../api/orders.ts';
import { nestedLayersStore, useOpenSheet } from '../../components/layers/layer-store.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useStore } from '../../lib/store.ts';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { ItemInventoryPanel } from '../inventory/ItemInventoryPanel.tsx';
import { CheckResultForm } from './CheckResultForm.tsx';
import { CheckResultsList } from './CheckResultsList.tsx';
import { evaluationView } from './evaluation-view.ts';
import { OverdueBadges } from './ItemBadges.tsx';
import { ItemDocuments } from './ItemDocuments.tsx';
import { ItemEditForm } from './ItemEditForm.tsx';
import { ItemFacts } from './ItemFacts.tsx';
import { ItemReviewActions } from './ItemReviewActions.tsx';
import { ItemWhy } from './ItemWhy.tsx';
import { useOrderItem } from './use-orders.ts';

type Props = {
  itemId: string | undefined;
  bucketId: string;
  categories: readonly TCategory[];
  /** Off, the drawer shows what the crew sees: no review actions. */
  expertView: boolean;
  onClose: () => void;
};

/** One order item over the list: facts, why it is here, review actions, hazmat results, documents. */
export function ItemDrawer({ itemId, bucketId, categories, expertView, onClose }: Props) {
  const { data: item, isPending, isError } = useOrderItem(itemId);
  const view = item ? evaluationView(item) : null;
  const phone = useMediaQuery('(max-width: 48em)');
  useOpenSheet(Boolean(itemId));
  const layersAbove = useStore(nestedLayersStore);
  const { capabilities } = useCompanyCapabilities(bucketId);
  // The crew records what is on board; experts may correct it.
  const canAct = capabilities.includes('ihm.maint.is_crew') || capabilities.includes('ihm.maint.is_expert');
  return (
    <Drawer
      opened={Boolean(itemId)}
      onClose={onClose}
      // Escape closes only the top layer: a preview over the item first.
      closeOnEscape={layersAbove === 0}
      position={phone ? 'bottom' : 'right'}
      // On a phone the item is a full-screen sheet.
      size={phone ? '100%' : 'xl'}
      title={item ? item.display_name || item.short_id : 'Order item'}
      closeButtonProps={{ 'aria-label': 'Close item' }}
    >
      {itemId && isPending && <LoadingIndicator />}
      {isError && (
        <Stack>
          <Text>This item could not be loaded.</Text>
          <Anchor component="button" type="button" onClick={onClose}>
            Back to the orders
          </Anchor>
        </Stack>
      )}
      {item && view && (
        <Stack gap="md">
          <OverdueBadges item={item} />
          <ItemFacts item={item} />
          {!expertView && <ItemInventoryPanel key={`inventory-${item.id}`} item={item} canAct={canAct} />}
          {expertView && (
            <Accordion variant="contained">
              <Accordion.Item value="edit">
                <Accordion.Control>Edit item</Accordion.Control>
                <Accordion.Panel>
                  <ItemEditForm key={item.id} item={item} bucketId={bucketId} />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          )}
          <Divider />
          <ItemWhy view={view} />
          <Divider />
          {expertView && (
            <>
              <ItemReviewActions
                key={item.id}
                item={item}
                view={view}
                bucketId={bucketId}
                categories={categories}
              />
              <Divider />
            </>
          )}
          <Title order={3} size="h5">
            Hazmat check results
          </Title>
          <CheckResultsList item={item} bucketId={expertView ? bucketId : undefined} />
          {expertView && <CheckResultForm key={`check-${item.id}`} item={item} bucketId={bucketId} />}
          <Divider />
          <ItemDocuments
            key={`documents-${item.id}`}
            item={item}
            bucketId={bucketId}
            expertView={expertView}
          />
          {expertView && (
            <>
              <Divider />
              <ItemInventoryPanel key={`inventory-${item.id}`} item={item} canAct={canAct} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
