import '@mantine/charts/styles.css';
import type { TFleet } from '@keelson/contract';
import { Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useBucketStats } from '../statistics/use-stats.ts';
import { CompletedPerWeekChart } from './CompletedPerWeekChart.tsx';
import { PERIODS, periodOf } from './fleet-charts.ts';
import { chartScopes } from './fleet-scope.ts';
import { OverdueSuppliersChart } from './OverdueSuppliersChart.tsx';
import { OverdueTrendChart } from './OverdueTrendChart.tsx';
import { RelevanceShareChart } from './RelevanceShareChart.tsx';
import { useOverdueSuppliers, useTrend } from './use-fleet.ts';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The fleet's charts, loaded on demand with @mantine/charts and recharts (their own chunk): the
 * overdue trend and items completed per week of the chosen company or vessel, the suppliers with
 * most overdue requests across the fleet, and the company's relevant vs not relevant share.
 */
export function FleetCharts({ fleet }: { fleet: TFleet }) {
  const scopes = useMemo(() => chartScopes(fleet), [fleet]);
  const [scopeKey, setScopeKey] = useState(scopes[0]?.key ?? '');
  const [days, setDays] = useState<string>(PERIODS[2].value);
  const scope = scopes.find((s) => s.key === scopeKey) ?? scopes[0] ?? null;
  const period = useMemo(() => periodOf(Number(days), new Date()), [days]);
  const trend = useTrend(scope?.trend ?? null, period);
  const suppliers = useOverdueSuppliers();
  const stats = useBucketStats(scope?.bucketId ?? '');
  const company = fleet.companies.find((c) => c.id === scope?.bucketId);
  if (!scope) return null;
  const points = trend.data?.points ?? [];
  return (
    <Stack>
      <Group align="end" gap="md" wrap="wrap">
        <Select
          label="Charts of"
          data={scopes.map((s) => ({ value: s.key, label: s.label }))}
          value={scope.key}
          onChange={(value) => value && setScopeKey(value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl aria-label="Period" data={[...PERIODS]} value={days} onChange={setDays} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title="Overdue over time">
          {trend.isPending ? <LoadingIndicator /> : <OverdueTrendChart scope={scope} points={points} />}
        </ChartCard>
        <ChartCard title="Suppliers with most overdue requests">
          {suppliers.data ? (
            <OverdueSuppliersChart
              suppliers={suppliers.data.suppliers}
              severalCompanies={fleet.companies.length > 1}
            />
          ) : (
            <LoadingIndicator />
          )}
        </ChartCard>
        <ChartCard title="Relevant vs not relevant">
          {stats.data && company ? (
            <RelevanceShareChart bucketId={company.id} companyName={company.name} counts={stats.data} />
          ) : stats.isError ? (
            <Text c="dimmed">The statistics could not be loaded.</Text>
          ) : (
            <LoadingIndicator />
          )}
        </ChartCard>
        <ChartCard title="Items completed per week">
          {trend.isPending ? <LoadingIndicator /> : <CompletedPerWeekChart scope={scope} points={points} />}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
