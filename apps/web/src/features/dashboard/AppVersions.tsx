import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { usersApi } from '../../api/users.ts';

/** The versions of the web app and the API, at the foot of the navigation; nothing if unknown. */
export function AppVersions() {
  const { data } = useQuery({
    queryKey: ['app', 'versions'],
    queryFn: usersApi.appVersions,
    staleTime: Infinity,
  });
  if (!data) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="app-versions">
      Web {data.web} · API {data.api}
    </Text>
  );
}
