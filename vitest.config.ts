import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each browser project gets its own provider instance; sharing one object breaks the second.
 * `window` is the size of the Chromium page that holds the test iframe: it must exceed the
 * iframe's viewport, or the iframe is scaled down and screenshots lose pixels.
 */
function chromiumBrowser(window?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
      // Motion is off in every test run so timings and screenshots are stable.
      contextOptions: {
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
        ...(window ? { viewport: window } : {}),
      },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
    screenshotFailures: false,
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: chromiumBrowser(),
            setupFiles: ['.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['stories/visual/**/*.test.tsx'],
            browser: {
              ...chromiumBrowser({ width: 1600, height: 4000 }),
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                },
              },
            },
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // Each file gets a database of its own in one embedded PostgreSQL shared by the run;
            // one file at a time keeps a 2-core machine responsive.
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            globalSetup: ['server/test/sharedPostgres.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            fileParallelism: false,
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
