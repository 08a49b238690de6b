// One table family per file; the migrations are generated from this index by drizzle-kit.
export * from './accounts.ts';
