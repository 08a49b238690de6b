import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionRefresh } from '../../session/use-session-refresh.ts';

/**
 * Keeps the session fresh while the dashboard is open; rendered first in the area, so the session
 * is its first call. Leaving the dashboard (sign-out, a 401) forgets every cached answer, so the
 * next user of this tab does not see this user's projects, teams or names.
 */
export function DashboardSession() {
  useSessionRefresh();
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return null;
}
