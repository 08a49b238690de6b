import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type CompanyScreen = 'orders' | 'statistics' | 'document-reuses' | 'catalog';

const SCREENS: readonly { screen: CompanyScreen; label: string }[] = [
  { screen: 'orders', label: 'Orders' },
  { screen: 'statistics', label: 'Statistics' },
  { screen: 'document-reuses', label: 'Document reuses' },
  { screen: 'catalog', label: 'Catalog' },
];

export const companyHref = (bucketId: string, screen: CompanyScreen) =>
  `/dashboard/companies/${bucketId}/${screen}`;

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
