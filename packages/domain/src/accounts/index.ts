export * from './account-key.ts';
export * from './email.ts';
export * from './rules.ts';
