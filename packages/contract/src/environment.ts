import { z } from 'zod';

/** What the web app loads from assets/environment.json before anything else. */
export const ZEnvironmentConfig = z.object({
  production: z.boolean(),
  server: z.object({ host: z.string(), path: z.string() }),
  api: z.object({ host: z.string(), path: z.string() }),
  build: z.object({ version: z.string(), commit: z.string(), time: z.string() }),
  site: z.object({
    aboutUrl: z.string(),
    supportEmail: z.string(),
    backgroundSlideshow: z.boolean(),
    provider: z.object({
      name: z.string(),
      address: z.string(),
      website: z.string(),
      management: z.string(),
      register: z.string(),
      vatId: z.string(),
    }),
  }),
});
export type TEnvironmentConfig = z.infer<typeof ZEnvironmentConfig>;
