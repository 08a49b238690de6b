// One table family per file; the migrations are generated from this index by drizzle-kit.
export * from './accounts.ts';
export * from './buckets.ts';
export * from './decks.ts';
export * from './documents.ts';
export * from './imports.ts';
export * from './inventory.ts';
export * from './job-runs.ts';
export * from './maintenance-catalog.ts';
export * from './permissions.ts';
export * from './projects.ts';
export * from './purchase-orders.ts';
export * from './rules.ts';
export * from './survey.ts';
export * from './tags.ts';
export * from './teams.ts';
