import { type Contamination, HAZMATS, type HazmatCode } from '@keelson/domain';
import { Button, Table, Text } from '@mantine/core';
import { ordersApi, type TOrderItem } from '../../api/orders.ts';
import { CONTAMINATION_LABELS } from './order-labels.ts';
import { useItemAction } from './use-item-action.ts';

/**
 * The item's check results (hazmat, contamination, concentration, quantity per unit); with
 * `bucketId` (the expert view, review open) each enabled one can be removed.
 */
export function CheckResultsList({ item, bucketId }: { item: TOrderItem; bucketId?: string }) {
  const results = item.check_results ?? [];
  const action = useItemAction(bucketId ?? '');
  const removable = Boolean(bucketId) && !item.is_review_closed;
  if (results.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No check results yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Check results" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Hazmat</Table.Th>
            <Table.Th>Contamination</Table.Th>
            <Table.Th>mg/kg</Table.Th>
            <Table.Th>Per item unit</Table.Th>
            <Table.Th>Remarks</Table.Th>
            {removable && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((result) => {
            const hazmat = HAZMATS[result.hazmat as HazmatCode];
            return (
              <Table.Tr key={result.id} style={result.enabled ? undefined : { opacity: 0.5 }}>
                <Table.Td>{hazmat ? `${hazmat.name} (Table ${hazmat.table})` : result.hazmat}</Table.Td>
                <Table.Td>
                  {result.contamination
                    ? (CONTAMINATION_LABELS[result.contamination as Contamination] ?? result.contamination)
                    : 'Unset'}
                </Table.Td>
                <Table.Td>{result.concentration ?? '–'}</Table.Td>
                <Table.Td>
                  {result.quantification_per_item_unit ?? '–'} {result.quantification_unit ?? ''}
                </Table.Td>
                <Table.Td>{result.remarks ?? ''}</Table.Td>
                {removable && (
                  <Table.Td>
                    {result.enabled && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${hazmat?.name ?? result.hazmat}`}
                        loading={action.isPending && action.variables?.key === result.id}
                        onClick={() =>
                          action.mutate({
                            key: result.id,
                            run: async () => {
                              await ordersApi.removeCheckResult(result.id);
                              return ordersApi.item(item.id);
                            },
                            success: 'The hazmat result was removed.',
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
