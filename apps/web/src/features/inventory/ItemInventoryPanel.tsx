import type { TItemInventory } from '@keelson/contract';
import { Badge, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { inventoryApi } from '../../api/inventory.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useDecks } from '../decks/use-decks.ts';
import { ItemTags } from '../tags/ItemTags.tsx';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { PlaceOnPlan } from './PlaceOnPlan.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';
import { useInventoryAction, useItemInventory } from './use-inventory.ts';

/**
 * What of the item is on board and where: the receipt, the pins with their units (each can be
 * removed), and placing new units on a plan. Crew and experts with write access act; others read.
 */
export function ItemInventoryPanel({ item, canAct }: { item: TOrderItem; canAct: boolean }) {
  const inventory = useItemInventory(item.id);
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
      {inventory.data && <Placements item={item} inventory={inventory.data} canAct={canAct} />}
      {canAct && projectId && <PlaceOnPlan item={item} projectId={projectId} />}
      <ItemTags item={item} canAct={canAct} />
      {inventory.data && inventory.data.log.length > 0 && (
        <>
          <Title order={4} size="h6">
            Activity
          </Title>
          <ActivityTimeline log={inventory.data.log} planNames={planNames} />
        </>
      )}
    </Stack>
  );
}

function Placements({
  item,
  inventory,
  canAct,
}: {
  item: TOrderItem;
  inventory: TItemInventory;
  canAct: boolean;
}) {
  const action = useInventoryAction(item);
  const rows = [
    ...inventory.storages.map((row) => ({ ...row, kind: 'stored' as const })),
    ...inventory.installations.map((row) => ({ ...row, kind: 'installed' as const })),
  ].filter((row) => row.quantity > 0);
  if (rows.length === 0 && inventory.removals.length === 0) return null;
  return (
    <Stack gap={6} role="list" aria-label="Pins of the item">
      {rows.map((row) => (
        <Group key={row.id} justify="space-between" role="listitem" wrap="nowrap">
          <Text size="sm">
            {row.quantity} {row.kind}
            {row.location ? ` · ${row.location}` : ''}
          </Text>
          {canAct && (
            <Button
              size="sm"
              variant="light"
              color="red"
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  {
                    run: () =>
                      inventoryApi.remove(item.id, {
                        quantity: row.quantity,
                        ...(row.kind === 'stored'
                          ? { from_storage_id: row.id }
                          : { from_installation_id: row.id }),
                      }),
                    success: `${row.quantity} unit(s) removed.`,
                  },
                  { onError: showErrorAlert },
                )
              }
            >
              Remove {row.quantity}
            </Button>
          )}
        </Group>
      ))}
      {inventory.removals.map((removal) => (
        <Group key={removal.id} justify="space-between" role="listitem" wrap="nowrap">
          <Text size="sm">{removal.quantity} removed</Text>
          {removal.is_documented ? (
            <Badge color="green" variant="light" tt="none" className="whole-badge">
              Receipt attached
            </Badge>
          ) : (
            canAct && (
              <FileButton
                accept="application/pdf,image/png,image/jpeg"
                onChange={(file) =>
                  file &&
                  action.mutate(
                    {
                      run: () => inventoryApi.attachReceipt(item.company_id, removal.id, file),
                      success: 'The discharge receipt was attached.',
                    },
                    { onError: showErrorAlert },
                  )
                }
              >
                {(props) => (
                  <Button {...props} size="sm" variant="default" loading={action.isPending}>
                    Attach discharge receipt
                  </Button>
                )}
              </FileButton>
            )
          )}
        </Group>
      ))}
    </Stack>
  );
}
