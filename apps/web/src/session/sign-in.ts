import type { TMyAccount, TSessionWithToken } from '@keelson/contract';
import { accountsApi } from '../api/accounts.ts';
import { saveSession } from './session-store.ts';

const RETURN_KEY = 'keelson.afterSignIn';

/**
 * A scanned tag opened without a session: the tag is where the user goes after signing in (only
 * tag links are kept; every other deep link starts at the projects, as before).
 */
export function rememberAfterSignIn(path: string) {
  if (/^\/dashboard\/tag\/[^/]+$/.test(path)) sessionStorage.setItem(RETURN_KEY, path);
}

/** Where the dashboard starts after signing in (and after the two-factor offer): a kept tag, or the projects. */
export function dashboardEntry(): string {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path ?? '/dashboard/projects';
}

/**
 * Where a signed-in account goes: the dashboard, or — once, for an account without two-factor —
 * the offer to switch it on (afterwards it stays in the profile; an offer, not a toll gate).
 */
export const pathAfterSignIn = (account: TMyAccount) =>
  account.is2FAEnabled || account.is2FAOffered ? dashboardEntry() : '/home/2fa-activation';

/** Keeps the session, loads the account, and says where to go. */
export async function enterSession(session: TSessionWithToken): Promise<string> {
  saveSession(session);
  return pathAfterSignIn(await accountsApi.myAccount());
}
