import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
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

/** Every story's play function, then axe in each mode, over the stories `exclude` leaves. */
function storybookProject(name: string, exclude: string[], groupOrder: number) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name,
      exclude: [...configDefaults.exclude, ...exclude],
      sequence: { groupOrder },
      browser: chromiumBrowser(),
      setupFiles: ['.storybook/vitest.setup.ts'],
      testTimeout: 30_000,
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      /**
       * One node test file at a time (each server or e2e file starts its own servers; the budget
       * test and e2e's `npm start` use the one build in dist/), beside one tab per browser project: three
       * streams keep two cores busy. Vitest runs a project with maxWorkers 1 and the default group
       * order after all the others, so every project shares group 1 with one worker each.
       * `.ci/run`'s Node 24 stage runs only the node projects, alone, so it asks for two
       * (QUIRE_TEST_WORKERS: the CLI's --maxWorkers does not reach a project's own setting).
       */
      maxWorkers: Number(process.env.QUIRE_TEST_WORKERS ?? 1),
      sequence: { groupOrder: 1 },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          },
        },
        // The stories are one project in two halves of about equal time: the components run
        // beside the other browser and e2e files, the pages and layouts beside the server files.
        storybookProject('storybook', ['stories/pages/**', 'stories/layouts/**'], 1),
        storybookProject('storybook:pages', ['stories/!(pages|layouts)/**'], 2),
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
                  // A match with the baseline ends the wait at the first shot; the longer limit only
                  // spares a page that settles slowly while the other projects share the cores.
                  timeout: 15_000,
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                  // One folder of baselines for the four per-mode files (each name carries its mode).
                  resolveScreenshotPath: ({
                    root,
                    testFileDirectory,
                    screenshotDirectory,
                    arg,
                    ext,
                  }) =>
                    path.join(
                      root,
                      testFileDirectory,
                      screenshotDirectory,
                      `${arg}-chromium-linux${ext}`,
                    ),
                },
              },
            },
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // Each file gets a database of its own in one embedded PostgreSQL shared by the run.
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            globalSetup: ['server/test/sharedPostgres.ts'],
            // In the second round, beside the pages' stories; Vitest runs the projects of one
            // round with the same number of workers, so one file at a time (each its own database).
            sequence: { groupOrder: 2 },
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
            globalSetup: ['e2e/support/builtApp.ts'],
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
