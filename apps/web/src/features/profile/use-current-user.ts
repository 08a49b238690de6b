import { REFRESH_INTERVAL_MS } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';

/** The signed-in user, refreshed every 120000 ms like the session and the projects. */
export function useCurrentUser({ alertOnError = true } = {}) {
  const userId = useSessionUserId();
  const query = useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: () => usersApi.get(userId),
    enabled: Boolean(userId),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useErrorAlert(alertOnError ? query.error : null);
  return query;
}
