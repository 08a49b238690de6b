import { REFRESH_INTERVAL_MS } from '@keelson/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountsApi } from '../api/accounts.ts';
import { clearSession, saveSession, sessionStore } from './session-store.ts';

/** Re-reads the session every 120000 ms; a failed fetch leaves no session (the guard then sends to login). */
export function useSessionRefresh() {
  const query = useQuery({
    queryKey: ['session'],
    queryFn: accountsApi.session,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    if (query.isError) clearSession();
  }, [query.isError]);
  useEffect(() => {
    const current = sessionStore.get();
    if (query.data && current && current.expires_at !== query.data.expires_at) {
      saveSession({ ...current, ...query.data });
    }
  }, [query.data]);
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function signOut() {
  const id = sessionStore.get()?.id;
  if (id) await accountsApi.endSession(id).catch(() => undefined);
  clearSession();
}
