import type { TMyAccount, TSession, TSessionWithToken } from '@keelson/contract';
import { api } from './http.ts';

/** The account and session calls of the entry area (spec section 7). */
export const accountsApi = {
  register: (email: string) => api.post<{ verify_token?: string }>('/accounts/register', { email }),
  completeRegistration: (body: {
    email: string;
    account_key: string;
    first_name?: string;
    last_name?: string;
    verify_token: string;
  }) => api.post<TSessionWithToken>('/accounts/register-token', body),
  signIn: (body: { email: string; grant_type: 'password'; account_key: string }) =>
    api.post<TSessionWithToken>('/sessions/create', body),
  signInWithCode: (body: {
    email: string;
    grant_type: 'otp';
    security_token: string;
    security_code: string;
  }) => api.post<TSessionWithToken>('/sessions/create', body),
  requestCode: (securityToken: string) =>
    api.post<{ binding_method: 'email' }>('/sessions/2fa-challenge', { security_token: securityToken }),
  myAccount: () => api.get<TMyAccount>('/my-account'),
  session: () => api.get<TSession>('/session'),
  endSession: (id: string) => api.delete<void>(`/sessions/${id}`),
  requestReset: (email: string) => api.post<object>('/accounts/reset', { email }),
  completeReset: (body: { email: string; account_key: string; reset_token: string }) =>
    api.post<object>('/accounts/reset-token', body),
  /** The two-factor offer was shown: sign-ins go to the dashboard from now on. */
  twoFactorOffered: (accountId: string) => api.post<object>(`/accounts/${accountId}/2fa-offered`),
  request2faActivation: (accountId: string) =>
    api.post<{ securityToken: string }>(`/accounts/${accountId}/request-2fa-activation`),
  confirm2faActivation: (accountId: string, securityToken: string, securityCode: string) =>
    api.post<object>(`/accounts/${accountId}/confirm-2fa-activation`, { securityToken, securityCode }),
};
