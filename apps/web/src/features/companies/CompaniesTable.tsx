import type { TBucket } from '@keelson/contract';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { CheckedText, countText, lastImport } from './CompanyFigures.tsx';
import { CompanyLinks } from './CompanyLinks.tsx';
import { taskListLabel } from './company-list.ts';

type Props = { companies: TBucket[]; label: string; administers: (company: TBucket) => boolean };

/** The companies on a wider screen: one row each, the counts side by side. */
export function CompaniesTable({ companies, label, administers }: Props) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={200}>Company</Table.Th>
            <Table.Th miw={160}>Data owner</Table.Th>
            <Table.Th ta="right">Open tasks</Table.Th>
            <Table.Th ta="right">To monitor</Table.Th>
            <Table.Th ta="right">Overdue</Table.Th>
            <Table.Th>Last import</Table.Th>
            <Table.Th>Checked</Table.Th>
            <Table.Th>
              <VisuallyHidden>Go to</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.id}>
              <Table.Td>
                <Text fw={600}>{company.name}</Text>
                <Badge variant="light" color="gray" ff="monospace" size="sm">
                  {company.short_id}
                </Badge>
              </Table.Td>
              <Table.Td>{company.dataowner_name}</Table.Td>
              <Table.Td ta="right">{countText(company.open_tasks)}</Table.Td>
              <Table.Td ta="right">{countText(company.tasks_to_monitor)}</Table.Td>
              <Table.Td ta="right" c={(company.overdue_tasks ?? 0) > 0 ? 'red' : undefined}>
                {countText(company.overdue_tasks)}
              </Table.Td>
              <Table.Td>{lastImport(company)}</Table.Td>
              <Table.Td>
                <CheckedText company={company} />
              </Table.Td>
              <Table.Td>
                <CompanyLinks company={company} admin={administers(company)} />
                {!company.archived && company.task_list && (
                  <VisuallyHidden>Counted in your list: {taskListLabel(company)}</VisuallyHidden>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
