import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './free-port';

// The config is read again in each worker; the first read fixes the ports for all of them.
process.env.E2E_WEB_PORT ??= String(freePort());
process.env.E2E_API_PORT ??= String(freePort());
const webPort = Number(process.env.E2E_WEB_PORT);
const apiPort = Number(process.env.E2E_API_PORT);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: process.env.CI ? 120_000 : 60_000,
  // Hydrating a 24-card listing took over 10 s on a CI machine running other jobs; waits are for states, so a
  // longer limit only costs time when something is really wrong.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Spec §2: 1024px and narrower is the mobile layout; 375px is the smallest breakpoint of §9.
      name: 'mobile',
      // The Storybook axe sweep checks components, not page layouts: it runs once, in the desktop project.
      testIgnore: /storybook-a11y\.spec\.ts/,
      // The shell, journey, keyboard and axe specs run at both widths; other specs choose their own viewport.
      testMatch: /(shell|journey|keyboard|a11y).*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node tooling/scripts/start.mjs',
    cwd: repoRoot,
    url: `http://localhost:${webPort}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: fileURLToPath(new URL(`./.data/pglite-${apiPort}`, import.meta.url)),
      LOG_LEVEL: 'warn',
      // The API keeps outgoing mail (password reset links) in its dev outbox so the account journey can follow them.
      DEV_OUTBOX: '1',
    },
  },
});
