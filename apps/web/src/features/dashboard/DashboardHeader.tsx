import { fullName } from '@keelson/domain';
import { Burger, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ApiAvatar } from '../../components/ApiAvatar.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useCurrentUser } from '../profile/use-current-user.ts';
import { ScanTagButton } from '../tags/ScanTagButton.tsx';

type Props = { navigationOpened: boolean; onToggleNavigation: () => void };

/** The logo (a link to the project list), scanning a tag, and the signed-in user's full name. */
export function DashboardHeader({ navigationOpened, onToggleNavigation }: Props) {
  const { data: user } = useCurrentUser({ alertOnError: false });
  const name = user ? fullName(user) : '';
  const navigate = useNavigate();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Link to="/dashboard/projects" aria-label="Keelson home" style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
      </Group>
      <ScanTagButton
        size="compact-sm"
        variant="light"
        label="Scan tag"
        onCode={(code) => navigate(`/dashboard/tag/${code}`)}
      />
      {user && (
        <Link to="/dashboard/profile" style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <ApiAvatar
              src={user.image}
              alt=""
              radius="xl"
              size="sm"
              name={name}
              color="initials"
              aria-hidden
            />
            <Text size="sm" fw={600} data-testid="user-full-name" truncate>
              {name}
            </Text>
          </Group>
        </Link>
      )}
    </Group>
  );
}
