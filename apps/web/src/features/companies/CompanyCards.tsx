import type { TBucket } from '@keelson/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CheckedText, countText, lastImport } from './CompanyFigures.tsx';
import { CompanyLinks } from './CompanyLinks.tsx';
import { taskListLabel } from './company-list.ts';

type Props = { companies: TBucket[]; label: string; administers: (company: TBucket) => boolean };

/** The companies on a phone: a card each, its numbers large, its next steps full-width buttons. */
export function CompanyCards({ companies, label, administers }: Props) {
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {companies.map((company) => (
        <Paper key={company.id} withBorder p="sm" component="article" aria-label={company.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700}>{company.name}</Text>
                <Text size="sm" c="dimmed">
                  {company.dataowner_name}
                </Text>
              </div>
              <Badge variant="light" color="gray" ff="monospace">
                {company.short_id}
              </Badge>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              <Figure label="Open tasks" value={countText(company.open_tasks)} />
              <Figure label="To monitor" value={countText(company.tasks_to_monitor)} />
              <Figure
                label="Overdue"
                value={countText(company.overdue_tasks)}
                alert={(company.overdue_tasks ?? 0) > 0}
              />
            </SimpleGrid>
            <Group gap="xs" justify="space-between">
              <Text size="sm">Last import: {lastImport(company)}</Text>
              <CheckedText company={company} />
            </Group>
            {!company.archived && company.task_list && (
              <Text size="xs" c="dimmed">
                Counted in your list: {taskListLabel(company)}
              </Text>
            )}
            <CompanyLinks company={company} admin={administers(company)} stacked />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Stack gap={0} align="center" aria-label={`${label}: ${value}`} role="group">
      <Text fw={700} size="xl" c={alert ? 'red' : undefined}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}
