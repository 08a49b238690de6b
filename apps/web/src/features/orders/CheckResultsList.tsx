import { type Contamination, HAZMATS, type HazmatCode } from '@keelson/domain';
import { Table, Text } from '@mantine/core';
import type { TOrderItem } from '../../api/orders.ts';
import { CONTAMINATION_LABELS } from './order-labels.ts';

/** The item's check results (hazmat, contamination, concentration, quantity per unit). */
export function CheckResultsList({ item }: { item: TOrderItem }) {
  const results = item.check_results ?? [];
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
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
