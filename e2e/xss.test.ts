import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_PATHS, noteResponseSchema } from '@/api/schema';
import { freePort } from '../server/net.ts';
import { api, registerAccount, signInWithToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount } from './support/signUp.ts';

const HOSTILE = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=1;alert(1)</script>',
  '"><svg onload="window.__xss=1;alert(1)">',
  "javascript:alert('xss')",
  '{{constructor.constructor("alert(1)")()}}',
];
const MARK = 'hostile';

function link(text: string, href: string) {
  return { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] };
}

/** Fails the test when the page shows any trace of stored markup turned live. */
async function expectInert(page: Page, where: string) {
  const report = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: number }).__xss ?? 0,
      handlers: all
        .flatMap((element) => [...element.attributes].map((a) => `${element.tagName} ${a.name}`))
        .filter((entry) => / on[a-z]+$/.test(entry)),
      badLinks: [...document.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
      storedLinkAttributes: [...document.querySelectorAll('.ProseMirror a')]
        .filter(
          (a) =>
            a.getAttribute('target') !== '_blank' ||
            a.getAttribute('rel') !== 'noopener noreferrer nofollow' ||
            a.hasAttribute('class'),
        )
        .map((a) => a.outerHTML),
      // Stored content renders in the body; the head holds index.html's own boot script.
      injected: document.querySelectorAll('img[src="x"], svg[onload], body script:not([src])')
        .length,
    };
  });
  expect(report, where).toEqual({
    xss: 0,
    handlers: [],
    badLinks: [],
    storedLinkAttributes: [],
    injected: 0,
  });
}

describe('hostile notes stay text in every view', () => {
  let app: RunningApp;
  let pgPort: number;
  let token: string;
  const ids: string[] = [];
  const dialogs: string[] = [];

  const post = (url: string, body: unknown) => api(app.url, 'POST', url, { token, body });

  beforeAll(async () => {
    pgPort = await freePort();
    app = await startApp({ env: { PG_PORT: String(pgPort) } });
    const mallory = {
      ...newAccount('mallory', 'Mallory'),
      name: `<b onmouseover="alert(1)">Mallory</b>`,
    };
    token = (await registerAccount(app.url, mallory)).token;
    for (const [i, text] of HOSTILE.entries()) {
      const response = await post(NOTES_PATHS.list, {
        title: `${MARK} ${i} ${text}`,
        tags: [`${MARK}${i}`, text.slice(0, 40)],
        pinned: i === 0,
        plainText: `${MARK} ${text}`,
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: `${MARK} ` },
                link('stored link', `https://example.org/?q="${text}`),
              ],
            },
            { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text }] },
          ],
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids.push(noteResponseSchema.parse(response.body).note.id);
    }
    // What the API now refuses, but an older server may have stored: link attributes of its own.
    const password = readFileSync(path.join(app.dataDir, 'pg-password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://quire:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
    });
    await client.connect();
    await client.query(
      `UPDATE notes SET content = jsonb_set(content, '{content,1,content,1,marks,0,attrs}',
         '{"href":"https://example.org/","target":"_self","rel":"opener","class":"evil","onclick":"alert(1)"}')
       WHERE id = ANY($1)`,
      [ids],
    );
    await client.end();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the API refuses javascript:, data: and stored link attributes', async () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' JaVaScRiPt:alert(1)',
    ]) {
      const response = await post(NOTES_PATHS.list, {
        content: { type: 'doc', content: [{ type: 'paragraph', content: [link('x', href)] }] },
      });
      expect(response.status, href).toBe(400);
    }
  });

  it('notebook grid and list, the editor, Home and the header search show them as text', async () => {
    const { context, page } = await app.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInWithToken(context, token);

    await page.goto('/digi_notebook');
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes
      .getByRole('heading', { name: `${MARK} 0`, exact: false })
      .first()
      .waitFor();
    await expect
      .poll(() => notes.getByRole('heading').count())
      .toBeGreaterThanOrEqual(HOSTILE.length);
    await expectInert(page, 'notebook grid');

    await page
      .getByRole('radio', { name: 'List' })
      .or(page.getByRole('button', { name: 'List' }))
      .first()
      .click();
    await expectInert(page, 'notebook list');

    for (const [i, id] of ids.entries()) {
      await page.goto(`/digi_notebook?note=${id}`);
      const editor = page.getByRole('dialog', { name: 'Note editor' });
      await editor.locator('.ProseMirror a').first().waitFor();
      await expectInert(page, `editor of note ${i}`);
    }

    await page.goto('/');
    await page.getByText(`${MARK} 0`, { exact: false }).first().waitFor();
    await expectInert(page, 'home');

    const search = page
      .getByRole('combobox', { name: 'Search notes, events and files' })
      .or(page.getByRole('textbox', { name: 'Search notes, events and files' }));
    await search.first().fill(MARK);
    await page
      .getByRole('listbox', { name: 'Search results' })
      .or(page.getByLabel('Search results'))
      .first()
      .waitFor();
    await expectInert(page, 'header search');

    expect(dialogs).toEqual([]);
    await context.close();
  }, 180_000);
});
