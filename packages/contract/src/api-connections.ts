import { IMPORT_FILE_TYPES, IMPORT_SCHEDULES, IMPORT_SOURCES } from '@keelson/domain';
import { z } from 'zod';

// API connections (spec section 7: API connections, api-connection-jobs): pulls of purchase data
// from an external system on a schedule (section 9), each run an import job.

const ZName = z.string().trim().min(1).max(100);

export const API_CONNECTION_AUTH_TYPES = ['none', 'basic', 'bearer'] as const;
export type ApiConnectionAuthType = (typeof API_CONNECTION_AUTH_TYPES)[number];

/**
 * http and https only: other schemes (file:, data:, ftp:) would read what the server should not.
 */
const ZPullUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        // Credentials in the URL would be stored and answered in clear: they belong in auth_type.
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.hostname !== '' &&
          !url.username &&
          !url.password
        );
      } catch {
        return false;
      }
    },
    { message: 'An http or https URL' },
  );
const ZSecret = z.string().min(1).max(2000);
const ZUsername = z.string().min(1).max(200);

const connectionFields = {
  name: ZName,
  url: ZPullUrl,
  file_type: z.enum(IMPORT_FILE_TYPES),
  source: z.enum(IMPORT_SOURCES).nullable().optional(),
  schedule: z.enum(IMPORT_SCHEDULES),
};
const credentialFields = {
  username: ZUsername.optional(),
  password: ZSecret.optional(),
  token: ZSecret.optional(),
};

/** basic needs username and password, bearer a token, none nothing. */
export const ZApiConnectionCreate = z
  .strictObject({
    ...connectionFields,
    auth_type: z.enum(API_CONNECTION_AUTH_TYPES).default('none'),
    ...credentialFields,
  })
  .superRefine(credentialsMatch);
export type TApiConnectionCreate = z.input<typeof ZApiConnectionCreate>;

/**
 * Any field. Credentials come with their auth_type and replace the stored ones; an auth_type of
 * basic or bearer without credentials keeps the stored ones (the server refuses it when it has none
 * for that type).
 */
export const ZApiConnectionPatch = z
  .strictObject({
    name: ZName.optional(),
    url: ZPullUrl.optional(),
    file_type: z.enum(IMPORT_FILE_TYPES).optional(),
    source: z.enum(IMPORT_SOURCES).nullable().optional(),
    schedule: z.enum(IMPORT_SCHEDULES).optional(),
    disabled: z.boolean().optional(),
    auth_type: z.enum(API_CONNECTION_AUTH_TYPES).optional(),
    ...credentialFields,
  })
  .superRefine((body, ctx) => {
    const hasCredentials = Boolean(body.username || body.password || body.token);
    if (hasCredentials && !body.auth_type) {
      ctx.addIssue({ code: 'custom', path: ['auth_type'], message: 'Credentials come with their auth_type' });
    } else if (hasCredentials || body.auth_type === 'none') credentialsMatch(body, ctx);
  });
export type TApiConnectionPatch = z.input<typeof ZApiConnectionPatch>;

type CredentialFields = {
  auth_type?: ApiConnectionAuthType;
  username?: string;
  password?: string;
  token?: string;
};

function credentialsMatch(body: CredentialFields, ctx: z.RefinementCtx) {
  const wrong = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (body.auth_type === 'basic') {
    if (!body.username) wrong('username', 'Basic authentication needs a username');
    if (!body.password) wrong('password', 'Basic authentication needs a password');
  } else if (body.username || body.password) wrong('username', 'Only basic authentication has a username');
  if (body.auth_type === 'bearer') {
    if (!body.token) wrong('token', 'Bearer authentication needs a token');
  } else if (body.token) wrong('token', 'Only bearer authentication has a token');
}

/** A connection as answered: the credentials never, only whether there are any. */
export const ZApiConnection = z.object({
  id: z.string().uuid(),
  bucket_id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  auth_type: z.enum(API_CONNECTION_AUTH_TYPES),
  has_credentials: z.boolean(),
  file_type: z.enum(IMPORT_FILE_TYPES),
  source: z.enum(IMPORT_SOURCES).nullable(),
  schedule: z.enum(IMPORT_SCHEDULES),
  disabled: z.boolean(),
  last_run_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
});
export type TApiConnection = z.infer<typeof ZApiConnection>;
