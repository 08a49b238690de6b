import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Each worker starts its own Keelson server (fresh embedded database, its own SMTP server):
// see support/fixtures.ts. The web app must be built first (npm run test:e2e does it).
export default defineConfig({
  testDir: './tests',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Whole journeys (an expert's request through the supplier portal to the closed review) take 35-55 s
  // on a quiet 2-core machine and longer beside a second worker; a step that hangs still fails on
  // its own expectation.
  timeout: 120_000,
  // A first view boots the app in a fresh browser and loads its chunks and data; beside a second
  // worker and its server on two cores that has run past 10 s (CI, 2026-11-26: an item sheet, a
  // deck plan's first tiles). A step that hangs still fails, after 20 s.
  expect: { timeout: 20_000 },
  outputDir: '../test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
