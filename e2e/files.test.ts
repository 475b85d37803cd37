import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/net.ts';
import { pdfWithPages } from '../server/test/fileFixtures.ts';
import { registerAccount, signInWithToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount } from './support/signUp.ts';

describe('file assistant, end to end', () => {
  let app: RunningApp;
  let token: string;

  beforeAll(async () => {
    app = await startApp({ env: { PG_PORT: String(await freePort()) } });
    token = (await registerAccount(app.url, newAccount('fiona', 'Fiona Files'))).token;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
  });

  it('uploads a PDF and a Markdown file, answers from page 2 and opens that page', async () => {
    const { context, page, problems } = await app.newPage();
    await signInWithToken(context, token);
    const pdf = await pdfWithPages([
      ['Harbour guide', 'Welcome to the old harbour.'],
      ['Opening hours', 'The lighthouse museum opens at nine on Sundays.'],
      ['Parking', 'Park behind the fish market.'],
    ]);
    const markdown = Buffer.from('# Packing\n\nBring a raincoat and binoculars.\n');

    await page.goto('/file_assistant');
    await page.getByText('No files yet').waitFor({ timeout: 30_000 });
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'harbour.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'packing.md', mimeType: 'text/markdown', buffer: markdown },
    ]);
    const files = page.getByRole('list', { name: 'Your files' });
    await files.getByText('harbour.pdf').waitFor({ timeout: 30_000 });
    await files.getByText('packing.md').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => files.getByText('Ready', { exact: true }).count(), { timeout: 60_000 })
      .toBe(2);

    await page
      .getByRole('textbox', { name: 'Your question' })
      .fill('When does the lighthouse museum open?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const citation = page.getByRole('link', { name: /harbour\.pdf, p\. 2/ }).first();
    await citation.waitFor({ timeout: 30_000 });
    await citation.click();

    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Page 2').waitFor({ timeout: 15_000 });
    // The page names the open file above the preview's own header: either says it is this one.
    await preview.getByRole('heading', { name: 'harbour.pdf' }).first().waitFor();
    // The answering sentence is highlighted on the page's text layer.
    const cited = preview.locator('[data-page="2"] [data-cited]');
    await cited.first().waitFor({ timeout: 15_000 });
    expect((await cited.allTextContents()).join(' ')).toContain('lighthouse museum opens');
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
