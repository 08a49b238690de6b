// The API's request and answer schemas, shared by the server (validation, OpenAPI) and the web client.
export * from './accounts.ts';
export * from './dates.ts';
export * from './decks.ts';
export * from './environment.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './imgcrop.ts';
export * from './inventory.ts';
export * from './jobs.ts';
export * from './maintenance.ts';
export * from './maintenance-items.ts';
export * from './organisation.ts';
export * from './rules.ts';
export * from './stats.ts';
export * from './survey.ts';
export * from './tags.ts';
