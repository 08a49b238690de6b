import type { TPermission } from '@keelson/contract';
import { REFRESH_INTERVAL_MS } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';

/** Permissions issued to me (directly), with who issued them; refreshed with the user data. */
export function useReceivedPermissions({ alertOnError = true } = {}) {
  const userId = useSessionUserId();
  const query = useQuery({
    queryKey: queryKeys.receivedPermissions(userId),
    queryFn: () => usersApi.receivedPermissions(userId),
    enabled: Boolean(userId),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useErrorAlert(alertOnError ? query.error : null);
  return query;
}

/** Grants waiting for my answer: issued and not expired (accepted-but-not-yet-valid needs no answer). */
export const awaitingAnswer = (permissions: readonly TPermission[] = []) =>
  permissions.filter((permission) => permission.status === 'issued' && permission.state === 'pending');
