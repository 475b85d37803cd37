import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { startChildServer, type ChildServer } from '../../server/test/childServer.ts';

export interface RunningApp {
  url: string;
  dataDir: string;
  server: ChildServer;
  browser: Browser;
  /** A fresh browser context (its own storage and cookies), like a new visitor; in UTC unless told. */
  newPage(options?: {
    timezoneId?: string;
    viewport?: { width: number; height: number };
  }): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  close(): Promise<void>;
}

/**
 * The assembled product as a user gets it: `npm start` (building the app when stale) with a
 * throwaway DATA_DIR on a free port, driven by Debian's Chromium.
 */
export async function startApp(
  options: { env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-e2e-'));
  const server = await startChildServer({ dataDir, entry: 'start', env: options.env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    url: server.url,
    dataDir,
    server,
    browser,
    async newPage({ timezoneId = 'UTC', viewport } = {}) {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'en-US',
        timezoneId,
        ...(viewport ? { viewport } : {}),
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // Console errors and CSP violations are product bugs the user would not see but should not have.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.push(`${message.text()} ${message.location().url}`);
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // A CSP refusal caught by the page (zod's eval probe was one) prints nothing: listen for it.
      await page.exposeFunction('__quireCspViolation', (violation: string) =>
        problems.push(`CSP violation: ${violation}`),
      );
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__quireCspViolation;
          report?.(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
        });
      });
      page.on('response', (response) => {
        if (response.status() >= 400)
          problems.push(
            `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
          );
      });
      return { context, page, problems };
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
