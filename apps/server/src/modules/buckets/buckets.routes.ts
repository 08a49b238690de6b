import type { RoutesPlugin } from '../../app-context.ts';

export const bucketsRoutes: RoutesPlugin = (_app, _deps) => {};
