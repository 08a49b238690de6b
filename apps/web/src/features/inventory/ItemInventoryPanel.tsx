import { Stack, Title } from '@mantine/core';
import type { TOrderItem } from '../../api/orders.ts';
import { useDecks } from '../decks/use-decks.ts';
import { ItemTags } from '../tags/ItemTags.tsx';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { Placements } from './Placements.tsx';
import { PlaceOnPlan } from './PlaceOnPlan.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';
import { UsageGraph } from './UsageGraph.tsx';
import { useItemInventory, useUsageGraph } from './use-inventory.ts';

/**
 * What of the item is on board and where: the receipt, the pins with their units (each can be
 * removed), and placing new units on a plan. Crew and experts with write access act; others read.
 */
export function ItemInventoryPanel({ item, canAct }: { item: TOrderItem; canAct: boolean }) {
  const inventory = useItemInventory(item.id);
  const graph = useUsageGraph(item.id);
  const projectId = item.vessel?.project_id ?? null;
  const decks = useDecks(projectId ?? '', Boolean(projectId));
  const planNames = new Map(
    (decks.data ?? []).flatMap((deck) => deck.deckplans.map((plan) => [plan.id, plan.name] as const)),
  );
  return (
    <Stack gap="sm" component="section" aria-label="On board">
      <Title order={3} size="h5">
        On board
      </Title>
      <ReceiptForm key={`${item.id}-${item.receiving_status}`} item={item} canAct={canAct} />
      {inventory.data && (
        <Placements
          item={item}
          inventory={inventory.data}
          canAct={canAct}
          projectId={projectId}
          planNames={planNames}
        />
      )}
      {canAct && projectId && <PlaceOnPlan item={item} projectId={projectId} />}
      <ItemTags item={item} canAct={canAct} />
      {inventory.data && inventory.data.log.length > 0 && (
        <>
          <Title order={4} size="h6">
            Activity
          </Title>
          <ActivityTimeline log={inventory.data.log} planNames={planNames} />
          {graph.data && <UsageGraph graph={graph.data} planNames={planNames} />}
        </>
      )}
    </Stack>
  );
}
