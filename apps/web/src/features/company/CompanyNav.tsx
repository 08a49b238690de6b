import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type CompanyScreen = 'orders' | 'statistics' | 'document-reuses' | 'catalog';

const SCREENS: readonly { screen: CompanyScreen; label: string }[] = [
  { screen: 'orders', label: 'Orders' },
  { screen: 'statistics', label: 'Statistics' },
  { screen: 'document-reuses', label: 'Document reuses' },
  { screen: 'catalog', label: 'Catalog' },
];

/** The company's orders list: the spec's `…/company/{id}/orders` under the ihm area (section 2). */
export const companyOrdersPath = (bucketId: string) => `/dashboard/ihm/company/${bucketId}/orders`;

export const companyHref = (bucketId: string, screen: CompanyScreen) =>
  screen === 'orders' ? companyOrdersPath(bucketId) : `/dashboard/companies/${bucketId}/${screen}`;

/** The screens of one company (maintenance bucket); the current one is marked. */
export function CompanyNav({ bucketId, current }: { bucketId: string; current: CompanyScreen }) {
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
