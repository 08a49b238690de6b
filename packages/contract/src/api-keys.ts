import { z } from 'zod';

// API keys (spec section 7: apikey and apikeys): how external systems push purchase data.

const ZApiKeyName = z.string().trim().min(1).max(100);

export const ZApiKeyCreate = z.strictObject({ name: ZApiKeyName });

/** A key as listed: never the key itself, which only the answer to its creation carries. */
export const ZApiKey = z.object({
  id: z.string().uuid(),
  bucket_id: z.string().uuid(),
  name: z.string(),
  /** The key's first characters, so people can tell their keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to a creation: the key, shown once. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;
