import type { RoutesPlugin } from '../../app-context.ts';

export const teamsRoutes: RoutesPlugin = (_app, _deps) => {};
