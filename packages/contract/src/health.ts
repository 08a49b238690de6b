import { z } from 'zod';

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealth = z.infer<typeof ZHealth>;
