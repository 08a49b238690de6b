import type { RoutesPlugin } from '../../app-context.ts';

export const ihmProjectsRoutes: RoutesPlugin = (_app, _deps) => {};
