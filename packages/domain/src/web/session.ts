export type TSessionState = {
  id?: string;
  token?: string;
  expires_at?: string;
  account_id?: string;
  user_id?: string;
};

/** A session is active if it has an id and has not expired. */
export function isSessionActive(session: TSessionState | null | undefined, now: Date): boolean {
  if (!session?.id) return false;
  if (!session.expires_at) return true;
  const expires = Date.parse(session.expires_at);
  return Number.isNaN(expires) ? false : expires > now.getTime();
}
