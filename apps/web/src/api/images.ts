import { requestEnded, requestStarted } from '../components/loading/activity-store.ts';
import { environment } from '../environment.ts';
import { sessionToken } from '../session/session-store.ts';

// Image URLs carry a version (?v=…) that changes with each upload, so one object URL per URL is
// kept for the page's lifetime; a new upload gives a new URL.
const cache = new Map<string, Promise<string>>();

/** The API answers image URLs relative to its host; absolute URLs stay as they are. */
function absolute(url: string): string {
  return /^[a-z]+:/i.test(url) ? url : `${environment().api.host}${url}`;
}

/**
 * Images of users, teams and ships are served only with the session token, which an <img> cannot
 * send; so they are fetched like any call and shown through an object URL.
 */
export function imageObjectUrl(url: string): Promise<string> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchImage(url);
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
  }
  return pending;
}

async function fetchImage(url: string): Promise<string> {
  const token = sessionToken();
  requestStarted();
  try {
    const response = await fetch(absolute(url), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`image: ${response.status}`);
    return URL.createObjectURL(await response.blob());
  } finally {
    requestEnded();
  }
}
