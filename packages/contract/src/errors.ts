import { z } from 'zod';

/** Every error answer of the API; some carry more, e.g. the security_token of a 2fa.required. */
export const ZErrorAnswer = z
  .object({
    code: z.string(),
    error: z.string(),
    details: z.unknown().nullable(),
    security_token: z.string().optional(),
  })
  .loose();
export type TErrorAnswer = z.infer<typeof ZErrorAnswer>;
