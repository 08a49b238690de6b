import { z } from 'zod';

/** Every error answer of the API. */
export const ZErrorAnswer = z.object({
  code: z.string(),
  error: z.string(),
  details: z.unknown().nullable(),
});
export type TErrorAnswer = z.infer<typeof ZErrorAnswer>;
