// The domain of IHM maintenance as pure functions: no I/O, no framework.
export * from './accounts/index.ts';
export * from './constants.ts';
export * from './labels/enum-labels.ts';
export * from './maintenance/index.ts';
export * from './organisation/index.ts';
export * from './web/index.ts';
