import { Anchor, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import type { TCategory } from '../../api/orders.ts';
import { nestedLayersStore, useOpenSheet } from '../../components/layers/layer-store.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useStore } from '../../lib/store.ts';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { evaluationView } from './evaluation-view.ts';
import { useOrderItem } from './use-orders.ts';

// The item's sections and its tabs are fetched with the first item opened, not with the list, both
// at once and while the item itself loads (nested, they came one after the other after the item).
const loadItemDetail = () => import('./ItemDetail.tsx');
const loadHistoryTabs = () => import('../audit/HistoryTabs.tsx');
const ItemDetail = lazy(async () => ({ default: (await loadItemDetail()).ItemDetail }));
const HistoryTabs = lazy(async () => ({ default: (await loadHistoryTabs()).HistoryTabs }));

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
  useEffect(() => {
    if (!itemId) return;
    void loadItemDetail();
    void loadHistoryTabs();
  }, [itemId]);
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
        <Suspense fallback={<LoadingIndicator />}>
          <HistoryTabs
            key={item.id}
            subject={{ kind: 'item', id: item.id }}
            name={item.display_name || item.short_id}
          >
            <ItemDetail
              item={item}
              view={view}
              bucketId={bucketId}
              categories={categories}
              expertView={expertView}
              canAct={canAct}
            />
          </HistoryTabs>
        </Suspense>
      )}
    </Drawer>
  );
}
