import { statusMessage } from '@keelson/domain';
import { requestEnded, requestStarted } from '../components/loading/activity-store.ts';
import { apiBase } from '../environment.ts';
import { clearSession, sessionToken } from '../session/session-store.ts';

/** A failed call: the HTTP status (0 when the server could not be reached) and the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; error?: string; details?: unknown; [key: string]: unknown } = {},
  ) {
    super(statusMessage(status));
  }

  get code() {
    return this.body.code;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** Query helpers omit null or empty parameters. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where a 401 sends the user; set by the router once it exists. */
let onUnauthorized: () => void = () => {
  window.location.hash = '#/home/login';
};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export async function request<T>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    query?: Query;
    raw?: BodyInit;
    contentType?: string;
    /** Sent without the session (e.g. the supplier portal, where the link's token is the credential). */
    anonymous?: boolean;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.anonymous ? undefined : sessionToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    // A form's content type carries its boundary: the browser writes it.
    if (!(options.raw instanceof FormData))
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  requestStarted();
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}${queryString(options.query)}`, { method, headers, body });
  } catch {
    throw new ApiError(0);
  } finally {
    requestEnded();
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(response.status, (data as ApiError['body']) ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
  put: <T>(path: string, raw: BodyInit, contentType?: string) =>
    request<T>('PUT', path, { raw, contentType }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
