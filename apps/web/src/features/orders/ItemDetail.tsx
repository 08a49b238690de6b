import { Accordion, Divider, Stack, Title } from '@mantine/core';
import type { TCategory, TOrderItem } from '../../api/orders.ts';
import { ItemInventoryPanel } from '../inventory/ItemInventoryPanel.tsx';
import { CheckResultForm } from './CheckResultForm.tsx';
import { CheckResultsList } from './CheckResultsList.tsx';
import type { EvaluationView } from './evaluation-view.ts';
import { OverdueBadges } from './ItemBadges.tsx';
import { ItemDocuments } from './ItemDocuments.tsx';
import { ItemEditForm } from './ItemEditForm.tsx';
import { ItemFacts } from './ItemFacts.tsx';
import { ItemReviewActions } from './ItemReviewActions.tsx';
import { ItemWhy } from './ItemWhy.tsx';

type Props = {
  item: TOrderItem;
  view: EvaluationView;
  bucketId: string;
  categories: readonly TCategory[];
  expertView: boolean;
  /** The crew records what is on board; experts may correct it. */
  canAct: boolean;
};

/**
 * The sections of one order item in its drawer: facts, why it is here, review actions, hazmat
 * results, documents and inventory. A chunk of its own, loaded when the first item opens.
 */
export function ItemDetail({ item, view, bucketId, categories, expertView, canAct }: Props) {
  return (
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
      <ItemDocuments key={`documents-${item.id}`} item={item} bucketId={bucketId} expertView={expertView} />
      {expertView && (
        <>
          <Divider />
          <ItemInventoryPanel key={`inventory-${item.id}`} item={item} canAct={canAct} />
        </>
      )}
    </Stack>
  );
}
