import type { RoutesPlugin } from '../../app-context.ts';

export const permissionsRoutes: RoutesPlugin = (_app, _deps) => {};
