import type { TBucket } from '@keelson/contract';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { companyHref, companyOrdersPath } from '../company/CompanyNav.tsx';
import { taskListLabel } from './company-list.ts';

/** The company's orders on the list its counts count (the view's task list). */
export const companyTasksHref = (company: TBucket) =>
  company.task_list
    ? `${companyOrdersPath(company.id)}?set=${company.task_list}`
    : companyOrdersPath(company.id);

type Props = {
  company: TBucket;
  /** The user administers it: the Administration link too. */
  admin: boolean;
  /** Full-width buttons, one under the other (a phone's card). */
  stacked?: boolean;
};

/**
 * One click to the company's work: its task list and its statistics; an archived company's data is
 * closed, so only its administration (to restore it) remains, for those who administer it.
 */
export function CompanyLinks({ company, admin, stacked = false }: Props) {
  const size = stacked ? 'md' : 'xs';
  const links = [
    ...(company.archived
      ? []
      : [
          { to: companyTasksHref(company), label: taskListLabel(company), variant: 'filled' },
          { to: companyHref(company.id, 'statistics'), label: 'Statistics', variant: 'light' },
        ]),
    ...(admin ? [{ to: companyHref(company.id, 'admin'), label: 'Administration', variant: 'default' }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <Group gap="xs" wrap={stacked ? 'wrap' : 'nowrap'} grow={stacked}>
      {links.map((link) => (
        <Button
          key={link.label}
          component={Link}
          to={link.to}
          size={size}
          variant={link.variant}
          aria-label={`${link.label} of ${company.name}`}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
