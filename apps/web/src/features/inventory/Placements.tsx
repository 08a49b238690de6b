import type { TItemInventory } from '@keelson/contract';
import { Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { inventoryApi } from '../../api/inventory.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { PlaceOnPlan, type TransferSource } from './PlaceOnPlan.tsx';
import { useInventoryAction } from './use-inventory.ts';

type Pin = TransferSource & { location: string | null; location_deckplan_id: string };

/**
 * The item's pins with their units: each can be transferred (another spot, deck or ship) or
 * removed; removals get their discharge receipt. Large buttons, one row per pin, for a thumb.
 */
export function Placements({
  item,
  inventory,
  canAct,
  projectId,
  planNames,
}: {
  item: TOrderItem;
  inventory: TItemInventory;
  canAct: boolean;
  projectId: string | null;
  planNames: ReadonlyMap<string, string>;
}) {
  const action = useInventoryAction(item);
  const [moving, setMoving] = useState<string | null>(null);
  const rows: Pin[] = [
    ...inventory.storages.map((row) => ({ ...row, kind: 'stored' as const })),
    ...inventory.installations.map((row) => ({ ...row, kind: 'installed' as const })),
  ].filter((row) => row.quantity > 0);
  if (rows.length === 0 && inventory.removals.length === 0) return null;
  const remove = (row: Pin) =>
    action.mutate(
      {
        run: () =>
          inventoryApi.remove(item.id, {
            quantity: row.quantity,
            ...(row.kind === 'stored' ? { from_storage_id: row.id } : { from_installation_id: row.id }),
          }),
        success: `${row.quantity} unit(s) removed.`,
      },
      { onError: showErrorAlert },
    );
  return (
    <Stack gap={6} role="list" aria-label="Pins of the item">
      {rows.map((row) => (
        <Stack key={row.id} gap={6} role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {row.quantity} {row.kind}
              {planNames.get(row.location_deckplan_id) ? ` · ${planNames.get(row.location_deckplan_id)}` : ''}
              {row.location ? ` · ${row.location}` : ''}
            </Text>
            {canAct && (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="sm"
                  variant={moving === row.id ? 'filled' : 'default'}
                  aria-expanded={moving === row.id}
                  onClick={() => setMoving(moving === row.id ? null : row.id)}
                >
                  Transfer
                </Button>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  loading={action.isPending}
                  onClick={() => remove(row)}
                >
                  Remove {row.quantity}
                </Button>
              </Group>
            )}
          </Group>
          {moving === row.id && projectId && (
            <PlaceOnPlan item={item} projectId={projectId} source={row} onDone={() => setMoving(null)} />
          )}
        </Stack>
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
