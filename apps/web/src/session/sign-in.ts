import type { TSessionWithToken } from '@keelson/contract';
import { accountsApi } from '../api/accounts.ts';
import { saveSession } from './session-store.ts';

/**
 * Keeps the session, loads the account, and says where to go: the dashboard when two-factor is
 * on, otherwise the offer to switch it on.
 */
export async function enterSession(session: TSessionWithToken): Promise<string> {
  saveSession(session);
  const account = await accountsApi.myAccount();
  return account.is2FAEnabled ? '/dashboard/projects' : '/home/2fa-activation';
}
