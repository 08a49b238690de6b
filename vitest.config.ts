import { defineConfig } from 'vitest/config';

// One runner for the pure domain tests, the web app's pure helpers and the API tests. The API suite runs once on embedded
// PGlite and, when TEST_DATABASE_URL is set, once more on that PostgreSQL server.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { KEELSON_TEST_DB: 'postgres' },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several real processes (workers, API servers) on one PostgreSQL: the embedded database
        // serves one process, so these exist only where a server does.
        extends: true as const,
        test: {
          name: 'processes',
          include: ['apps/server/test/processes/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { KEELSON_TEST_DB: 'postgres', KEELSON_TEST_DB_SUFFIX: '_processes' },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Pure modules of the web app (no DOM): labels, links, form values.
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { KEELSON_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...apiOnPostgres,
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
    },
  },
});
