import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useAdministers } from './use-administers.ts';
import { useCompany } from './use-company.ts';

export type CompanyScreen =
  | 'orders'
  | 'statistics'
  | 'document-reuses'
  | 'catalog'
  | 'rules'
  | 'relevance-check'
  | 'connections'
  | 'imports'
  | 'admin';

const SCREENS: readonly { screen: CompanyScreen; label: string }[] = [
  { screen: 'orders', label: 'Orders' },
  { screen: 'statistics', label: 'Statistics' },
  { screen: 'document-reuses', label: 'Document reuses' },
  { screen: 'catalog', label: 'Catalog' },
  { screen: 'rules', label: 'Rules' },
  { screen: 'relevance-check', label: 'Relevance check' },
  { screen: 'connections', label: 'Connections' },
  { screen: 'imports', label: 'Imports' },
  { screen: 'admin', label: 'Administration' },
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
            {company.data.archived && (
              <Badge color="gray" ml="xs" size="sm">
                Archived
              </Badge>
            )}
          </>
        ) : (
          '\u00a0'
        )}
      </Text>
      <CompanyScreens bucketId={bucketId} current={current} />
    </Stack>
  );
}

/**
 * The company's screens; Administration only for those who administer it (decision 0032). An
 * archived company's data is closed: only its administration remains, to restore it.
 */
function CompanyScreens({ bucketId, current }: { bucketId: string; current: CompanyScreen }) {
  const company = useCompany(bucketId);
  const admin = useAdministers(company.data);
  const archived = company.data?.archived === true;
  const shown = SCREENS.filter(({ screen }) => (screen === 'admin' ? admin : !archived));
  return (
    <Group component="nav" aria-label="Company" gap="xs">
      {shown.map(({ screen, label }) => (
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
