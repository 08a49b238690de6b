import { isSessionActive, type TSessionState } from '@keelson/domain';
import { createStore } from '../lib/store.ts';

const KEY = 'keelson.session';

function read(): TSessionState | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TSessionState) : null;
  } catch {
    return null;
  }
}

/** The signed-in session, kept in localStorage so a reload stays signed in. */
export const sessionStore = createStore<TSessionState | null>(read());

export function saveSession(session: TSessionState) {
  localStorage.setItem(KEY, JSON.stringify(session));
  sessionStore.set(session);
}

export function clearSession() {
  localStorage.removeItem(KEY);
  sessionStore.set(null);
}

export function sessionToken(): string | undefined {
  return sessionStore.get()?.token;
}

export function hasActiveSession(now = new Date()): boolean {
  return isSessionActive(sessionStore.get(), now);
}
