import type { TMyAccount, TSessionWithToken } from '@keelson/contract';
import { accountsApi } from '../api/accounts.ts';
import { saveSession } from './session-store.ts';

/**
 * Where a signed-in account goes: the dashboard, or — once, for an account without two-factor —
 * the offer to switch it on (afterwards it stays in the profile; an offer, not a toll gate).
 */
export const pathAfterSignIn = (account: TMyAccount) =>
  account.is2FAEnabled || account.is2FAOffered ? '/dashboard/projects' : '/home/2fa-activation';

/** Keeps the session, loads the account, and says where to go. */
export async function enterSession(session: TSessionWithToken): Promise<string> {
  saveSession(session);
  return pathAfterSignIn(await accountsApi.myAccount());
}
