import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../session/use-session-refresh.ts';
import { companyOrdersPath } from '../company/CompanyNav.tsx';
import { useInvitationCount } from './use-invitation-count.ts';
import { useMyCompanies } from './use-my-companies.ts';

const LINKS = [
  { to: '/dashboard/projects', label: 'Projects' },
  { to: '/dashboard/fleet', label: 'Fleet' },
  { to: '/dashboard/companies', label: 'Companies' },
  { to: '/dashboard/teams', label: 'Teams' },
  { to: '/dashboard/invitations', label: 'Invitations' },
  { to: '/dashboard/permissions', label: 'Permissions received' },
  { to: '/dashboard/profile', label: 'Profile' },
] as const;

/** The primary side panel: where a signed-in user can go, and signing out. */
export function DashboardNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const invitations = useInvitationCount();
  const companies = useMyCompanies();
  const path = pathname.replace(/\/$/, '');
  // A company's own screens are marked by its task list below, not by Companies.
  const isActive = (to: string) =>
    to === '/dashboard/companies'
      ? path === to
      : pathname.startsWith(to) || (to === '/dashboard/projects' && path === '/dashboard');

  return (
    <Stack component="nav" aria-label="Dashboard navigation" gap={4}>
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          active={isActive(link.to)}
          aria-current={isActive(link.to) ? 'page' : undefined}
          onClick={onNavigate}
          rightSection={
            link.to === '/dashboard/invitations' && invitations > 0 ? (
              <Badge size="sm" circle data-testid="invitation-count">
                {invitations}
              </Badge>
            ) : null
          }
        />
      ))}
      {companies.length > 0 && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" px="sm" id="task-lists-heading">
          Task lists
        </Text>
      )}
      {companies.map((company) => {
        const to = companyOrdersPath(company.id);
        const active = pathname.includes(`/${company.id}/`) || pathname.endsWith(`/${company.id}`);
        return (
          <NavLink
            key={company.id}
            component={Link}
            to={to}
            label={company.name}
            description="Tasks"
            active={active}
            aria-current={active ? 'page' : undefined}
            aria-label={`Tasks of ${company.name}`}
            onClick={onNavigate}
          />
        );
      })}
      <NavLink
        component="button"
        type="button"
        label="Sign out"
        onClick={async () => {
          await signOut();
          navigate('/home/login');
        }}
      />
    </Stack>
  );
}
