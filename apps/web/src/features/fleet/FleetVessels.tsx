import { FLEET_COUNTS, type FleetCount, type TFleetCompany, type TFleetVessel } from '@keelson/contract';
import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format.ts';
import { statsCountHref } from '../statistics/stats-links.ts';

/** The columns of a vessel, in the order the screen shows them. */
export const FLEET_COLUMNS: readonly { count: FleetCount; label: string; overdue: boolean }[] = [
  { count: 'open_expert', label: 'Open expert work', overdue: false },
  { count: 'overdue_expert', label: 'Expert overdue', overdue: true },
  { count: 'overdue_supplier', label: 'Supplier overdue', overdue: true },
  { count: 'overdue_crew', label: 'Crew overdue', overdue: true },
];

type Props = { company: TFleetCompany };

/** A count that opens the orders list of exactly its items on that vessel (named for screen readers). */
function CountLink({
  company,
  vessel,
  column,
}: Props & { vessel: TFleetVessel; column: (typeof FLEET_COLUMNS)[number] }) {
  const value = vessel[column.count];
  const href = statsCountHref(company.id, FLEET_COUNTS[column.count], { group: 'vessel', id: vessel.id });
  const color = column.overdue && value > 0 ? 'red' : undefined;
  return (
    <Anchor
      component={Link}
      to={href ?? '#'}
      c={color}
      fw={color ? 700 : undefined}
      aria-label={`${vessel.name}, ${column.label}: ${value}`}
    >
      {value}
    </Anchor>
  );
}

/** The latest IHM report: its version and day, and whether the ship's content changed since. */
function ReportState({ vessel }: { vessel: TFleetVessel }) {
  const report = vessel.latest_ihm_report;
  if (!vessel.project_id)
    return (
      <Text size="sm" c="dimmed">
        No project
      </Text>
    );
  if (!report)
    return (
      <Text size="sm" c="dimmed">
        No IHM report yet
      </Text>
    );
  return (
    <Group gap={6}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        v{report.version}
        {report.finished_at ? ` · ${formatDay(report.finished_at)}` : ''}
      </Text>
      <Badge
        size="sm"
        color={report.matches_content ? 'teal' : 'orange'}
        variant="light"
        title={
          report.matches_content
            ? 'Nothing changed since the last report request'
            : 'The ship changed since this report: request a new version'
        }
      >
        {report.matches_content ? 'Up to date' : 'Changed since'}
      </Badge>
    </Group>
  );
}

function TableAOnBoard({ vessel }: { vessel: TFleetVessel }) {
  return (
    <Text
      span
      fw={vessel.table_a_on_board > 0 ? 700 : undefined}
      aria-label={`${vessel.name}, Table A on board: ${vessel.table_a_on_board}`}
    >
      {vessel.table_a_on_board}
    </Text>
  );
}

/**
 * The vessels of one company: a table from the `sm` breakpoint up, cards on a phone, from the same
 * answer. Every count is a link to the items it counts.
 */
export function FleetVessels({ company }: Props) {
  if (company.vessels.length === 0) return <Text c="dimmed">No vessels you can see in this company.</Text>;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={`Vessels of ${company.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vessel</Table.Th>
                {FLEET_COLUMNS.map((column) => (
                  <Table.Th key={column.count}>{column.label}</Table.Th>
                ))}
                <Table.Th>Table A on board</Table.Th>
                <Table.Th>IHM report</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.vessels.map((vessel) => (
                <Table.Tr key={vessel.id}>
                  <Table.Td>
                    <Text fw={600}>{vessel.name}</Text>
                    {vessel.imo && (
                      <Text size="xs" c="dimmed">
                        IMO {vessel.imo}
                      </Text>
                    )}
                  </Table.Td>
                  {FLEET_COLUMNS.map((column) => (
                    <Table.Td key={column.count}>
                      <CountLink company={company} vessel={vessel} column={column} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <TableAOnBoard vessel={vessel} />
                  </Table.Td>
                  <Table.Td>
                    <ReportState vessel={vessel} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="xs">
        {company.vessels.map((vessel) => (
          <Card key={vessel.id} withBorder padding="sm" aria-label={vessel.name} component="article">
            <Text fw={700}>{vessel.name}</Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt={6}>
              {FLEET_COLUMNS.map((column) => (
                <Group key={column.count} justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="sm">{column.label}</Text>
                  <CountLink company={company} vessel={vessel} column={column} />
                </Group>
              ))}
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Text size="sm">Table A on board</Text>
                <TableAOnBoard vessel={vessel} />
              </Group>
            </SimpleGrid>
            <Group mt={6} gap="xs">
              <Text size="sm">IHM report:</Text>
              <ReportState vessel={vessel} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
