import { Alert, Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { companyHref } from '../company/CompanyNav.tsx';
import { FleetVessels } from './FleetVessels.tsx';
import { useFleet, useFleetDigest } from './use-fleet.ts';

// The charts bring recharts (about 100 KB gzip): their own chunk, fetched once the fleet is there.
const FleetCharts = lazy(async () => ({ default: (await import('./FleetCharts.tsx')).FleetCharts }));

function lastImport(days: number | null) {
  if (days === null) return 'Nothing imported yet';
  if (days === 0) return 'Last import today';
  return `Last import ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** Managers ask here for the weekly digest mail of what is overdue. */
function DigestSwitch() {
  const { query, change } = useFleetDigest();
  if (!query.data?.manager) return null;
  return (
    <Switch
      label="Weekly digest by e-mail (overdue by vessel and supplier)"
      checked={query.data.weekly_digest}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}

/**
 * #/dashboard/fleet: every company and vessel the user sees — open and overdue work, Table A on
 * board, the last import and the latest IHM report — then the charts. Each number opens the orders
 * list of exactly the items it counts.
 */
export function FleetPage() {
  usePageTitle(['Fleet']);
  const fleet = useFleet();
  return (
    <Stack>
      <Title order={1} size="h2">
        Fleet
      </Title>
      <DigestSwitch />
      {fleet.isPending && <LoadingIndicator />}
      {fleet.isError && !fleet.data && <Text>The fleet could not be loaded.</Text>}
      {fleet.data && fleet.data.companies.length === 0 && (
        <Alert color="blue">You work for no company yet: its ships show here once you do.</Alert>
      )}
      {fleet.data?.companies.map((company) => (
        <Card key={company.id} withBorder padding="md" component="section" aria-label={company.name}>
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {company.name}{' '}
              <Text span c="dimmed" size="sm">
                {company.short_id}
              </Text>
            </Title>
            <Group gap="md">
              <Text size="sm" c={company.days_since_last_import === null ? 'dimmed' : undefined}>
                {lastImport(company.days_since_last_import)}
              </Text>
              <Anchor component={Link} to={companyHref(company.id, 'statistics')} size="sm">
                Statistics
              </Anchor>
            </Group>
          </Group>
          <FleetVessels company={company} />
        </Card>
      ))}
      {fleet.data && fleet.data.companies.length > 0 && (
        <Suspense fallback={<LoadingIndicator />}>
          <Title order={2} size="h3" mt="md">
            Trends
          </Title>
          <FleetCharts fleet={fleet.data} />
        </Suspense>
      )}
    </Stack>
  );
}
