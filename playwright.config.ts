import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 4100);

/**
 * End-to-end tests against the built app (`npm run build`) on its own port and
 * its own throwaway data folder, in the system Chromium when there is one
 * (browser downloads are not possible on the project's machines).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The slowest spec files close the run, to show where the suite's time goes.
  reporter: process.env.CI ? [['list'], ['./tests/slowest-files-reporter.ts']] : [['list'], ['html', { open: 'never' }], ['./tests/slowest-files-reporter.ts']],
  // CI shares two cores between two browsers and the server: a journey across several pages needs more than 30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: existsSync(SYSTEM_CHROMIUM)
      ? {
          executablePath: SYSTEM_CHROMIUM,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }
      : undefined,
  },
  // `visual` compares screenshots with committed baselines on the freshly seeded shop, so it runs first: the other
  // projects depend on it (`--no-deps` skips it in a focused run).
  projects: [
    { name: 'visual', use: { ...devices['Desktop Chrome'] }, testMatch: /\.visual\.spec\.ts$/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, testIgnore: /\.(mobile|visual)\.spec\.ts$/, dependencies: ['visual'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /\.mobile\.spec\.ts$/, dependencies: ['visual'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // E2E_SERVER_TIMEOUT_MS: more time to start on a machine busy with other work (the default suits CI).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
