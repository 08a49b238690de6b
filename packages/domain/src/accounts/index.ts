export * from './account-key.ts';
export * from './email.ts';
export * from './rules.ts';
export * from './sign-in-throttle.ts';
