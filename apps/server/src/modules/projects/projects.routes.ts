import type { RoutesPlugin } from '../../app-context.ts';

export const projectsRoutes: RoutesPlugin = (_app, _deps) => {};
