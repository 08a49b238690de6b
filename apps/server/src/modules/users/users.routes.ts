import type { RoutesPlugin } from '../../app-context.ts';

export const usersRoutes: RoutesPlugin = (_app, _deps) => {};
