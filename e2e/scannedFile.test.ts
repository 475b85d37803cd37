import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/net.ts';
import { scannedPdf } from '../server/test/scannedFixtures.ts';
import { registerAccount, signInWithToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount } from './support/signUp.ts';

describe('a scanned PDF, end to end', () => {
  let app: RunningApp;
  let token: string;

  beforeAll(async () => {
    app = await startApp({ env: { PG_PORT: String(await freePort()) } });
    token = (await registerAccount(app.url, newAccount('oscar', 'Oscar Scans'))).token;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
  });

  it('reads an image-only PDF by OCR, answers from its second page and opens it highlighted', async () => {
    const { context, page, problems } = await app.newPage();
    await signInWithToken(context, token);
    // Pages that are only pictures of large printed text, as a scanner writes them.
    const scan = await scannedPdf([
      ['Ferry timetable', 'Boats leave the pier every hour.'],
      ['Boiler service', 'Keep the boiler pressure between 1 and 2 bar.'],
    ]);

    await page.goto('/file_assistant');
    await page.getByText('No files yet').waitFor({ timeout: 30_000 });
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan }]);
    const files = page.getByRole('list', { name: 'Your files' });
    await files.getByText('scan.pdf').waitFor({ timeout: 30_000 });
    // OCR takes seconds a page on a shared machine.
    await files.getByText('Ready', { exact: true }).waitFor({ timeout: 150_000 });

    await page.getByRole('textbox', { name: 'Your question' }).fill('What boiler pressure?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const citation = page.getByRole('link', { name: /scan\.pdf, p\. 2/ }).first();
    await citation.waitFor({ timeout: 30_000 });
    await citation.click();

    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Page 2').waitFor({ timeout: 15_000 });
    // The page names the open file above the preview's own header: either says it is this one.
    await preview.getByRole('heading', { name: 'scan.pdf' }).first().waitFor();
    // The page has no text of its own: OCR's words lie over the picture, the answer highlighted.
    const cited = preview.locator('[data-page="2"] [data-testid="ocr-words"] [data-cited]');
    await cited.first().waitFor({ timeout: 15_000 });
    expect((await cited.allTextContents()).join('')).toMatch(/boiler\s*pressure/i);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
