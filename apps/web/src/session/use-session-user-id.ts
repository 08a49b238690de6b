import { useStore } from '../lib/store.ts';
import { sessionStore } from './session-store.ts';

/** The signed-in user's id ('' once the session is gone; the dashboard guard then leaves). */
export function useSessionUserId(): string {
  return useStore(sessionStore)?.user_id ?? '';
}
