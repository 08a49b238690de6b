import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useCompany } from './use-company.ts';

export type CompanyScreen =
  | 'orders'
  | 'statistics'
  | 'document-reuses'
  | 'catalog'
  | 'rules'
  | 'relevance-check'
  | 'connections'
  | 'imports';

const SCREENS: readonly { screen: CompanyScreen; label: string }[] = [
  { screen: 'orders', label: 'Orders' },
  { screen: 'statistics', label: 'Statistics' },
  { screen: 'document-reuses', label: 'Document reuses' },
  { screen: 'catalog', label: 'Catalog' },
  { screen: 'rules', label: 'Rules' },
  { screen: 'relevance-check', label: 'Relevance check' },
  { screen: 'connections', label: 'Connections' },
  { screen: 'imports', label: 'Imports' },
];

/** The company's orders list: the spec's `…/company/{id}/orders` under the ihm area (section 2). */
export const companyOrdersPath = (bucketId: string) => `/dashboard/ihm/company/${bucketId}/orders`;

export const companyHref = (bucketId: string, screen: CompanyScreen) =>
  screen === 'orders' ? companyOrdersPath(bucketId) : `/dashboard/companies/${bucketId}/${screen}`;

/**
 * The header of every company screen: which company one works in (name and data owner), and its
 * screens with the current one marked. A company that cannot be loaded says why, in place.
 */
export function CompanyNav({ bucketId, current }: { bucketId: string; current: CompanyScreen }) {
  const company = useCompany(bucketId);
  if (company.isError) {
    return (
      // The alert banner says the catalogue's message; here, what it means for this screen.
      <Alert color="red" role="region" title={errorMessage(company.error)}>
        This company could not be opened. <Link to="/dashboard/projects">Back to the projects</Link>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" data-testid="company-name">
        {company.data ? (
          <>
            Company{' '}
            <Text span fw={700} c="var(--mantine-color-text)">
              {company.data.name}
            </Text>
            {company.data.dataowner_name && company.data.dataowner_name !== company.data.name
              ? ` · ${company.data.dataowner_name}`
              : ''}
          </>
        ) : (
          '\u00a0'
        )}
      </Text>
      <CompanyScreens bucketId={bucketId} current={current} />
    </Stack>
  );
}

function CompanyScreens({ bucketId, current }: { bucketId: string; current: CompanyScreen }) {
  return (
    <Group component="nav" aria-label="Company" gap="xs">
      {SCREENS.map(({ screen, label }) => (
        <Button
          key={screen}
          component={Link}
          to={companyHref(bucketId, screen)}
          size="xs"
          variant={screen === current ? 'light' : 'subtle'}
          aria-current={screen === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
