import { type TEnvironmentConfig, ZEnvironmentConfig } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import type { TConfig } from '../../config.ts';

export function environmentConfig(config: TConfig, production: boolean): TEnvironmentConfig {
  return {
    production,
    server: { host: config.publicUrl, path: '/' },
    // An empty host means "the origin the app was loaded from"; web and API share one port.
    api: { host: '', path: config.apiPath },
    build: config.build,
    site: {
      aboutUrl: config.aboutUrl,
      supportEmail: config.supportEmail,
      backgroundSlideshow: config.backgroundSlideshow,
      provider: config.provider,
    },
  };
}

/** Served outside /api: the web app asks for it before it knows where the API is. */
export const environmentRoutes: RoutesPlugin = (app, deps) => {
  app.get(
    '/assets/environment.json',
    { schema: { hide: true, response: { 200: ZEnvironmentConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return environmentConfig(deps.config, true);
    },
  );
  app.get(
    '/assets/environment.development.json',
    { schema: { hide: true, response: { 200: ZEnvironmentConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return environmentConfig(deps.config, false);
    },
  );
};
