import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { StatsGroup } from '../../api/stats.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useTabParam } from '../../components/use-tab-param.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { StatsGroupTable } from './StatsGroupTable.tsx';
import { StatsTotals } from './StatsTotals.tsx';
import { GROUP_LABELS } from './stats-labels.ts';
import { useBucketStats } from './use-stats.ts';

const GROUPS: readonly StatsGroup[] = ['supplier', 'vessel'];

/**
 * #/dashboard/companies/{bucketId}/statistics: the company's work counts, then by supplier and by
 * vessel (?tab=vessel). Each count with a list opens the orders list it counts.
 */
export function StatisticsPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Statistics']);
  const stats = useBucketStats(bucketId);
  const [tab, setTab] = useTabParam(GROUPS, 'supplier');

  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="statistics" />
      <Title order={1} size="h2">
        Statistics
      </Title>
      {stats.isPending && <LoadingIndicator />}
      {stats.isError && !stats.data && <Text>The statistics could not be loaded.</Text>}
      {stats.data && <StatsTotals bucketId={bucketId} stats={stats.data} />}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {GROUPS.map((group) => (
            <Tabs.Tab key={group} value={group}>
              {GROUP_LABELS[group].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GROUPS.map((group) => (
          <Tabs.Panel key={group} value={group} pt="md">
            <StatsGroupTable bucketId={bucketId} group={group} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
