import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@/api/schema';
import { api, storedToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount } from './support/signUp.ts';

// The assembled app (`npm start`: built app + API) against its own embedded PostgreSQL, driven
// through Debian Chromium the way a user would.
let app: RunningApp;
let page: Page;
const account = newAccount('nora', 'Nora Notes');

const visible = (locator: Locator, timeout = 15_000) =>
  locator.waitFor({ state: 'visible', timeout });
const hidden = (locator: Locator, timeout = 15_000) =>
  locator.waitFor({ state: 'hidden', timeout });
const saved = () =>
  expect.poll(() => editor().getByRole('status').textContent(), { timeout: 15_000 }).toBe('Saved');

async function signIn(target: Page) {
  await target.getByRole('textbox', { name: /Email or username/ }).fill(account.username);
  await target.getByLabel(/^Password/).fill(account.password);
  await target.getByRole('button', { name: 'Sign in' }).click();
}

const card = (title: string) =>
  page.getByRole('list', { name: 'Notes' }).getByRole('heading', { name: title });
const editor = () => page.getByRole('dialog', { name: 'Note editor' });

/** Opens a new note with `n` and types its title; the caret is then in its text. */
async function startNote(title: string) {
  await page.keyboard.press('n');
  await expect
    .poll(() =>
      editor()
        .getByRole('textbox', { name: 'Title' })
        .evaluate((element) => element === document.activeElement),
    )
    .toBe(true);
  await page.keyboard.type(`${title}\n`);
}

async function closeEditor() {
  await editor().getByRole('button', { name: 'Close editor' }).click();
  await hidden(editor());
}

async function writeNote(title: string, body: string) {
  await startNote(title);
  await page.keyboard.type(body);
  await saved();
  await closeEditor();
}

beforeAll(async () => {
  app = await startApp();
  ({ page } = await app.newPage({ viewport: { width: 1280, height: 900 } }));
  await page.goto(`${app.url}/register`);
  await page.getByLabel(/^Full name/).fill(account.name);
  await page.getByLabel(/^Username/).fill(account.username);
  await page.getByLabel(/^Email address/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'), { timeout: 30_000 });
  await page.goto(`${app.url}/digi_notebook`);
  await visible(page.getByRole('heading', { name: 'No notes yet' }), 30_000);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

describe('notebook, end to end', () => {
  it('creates a note that is still there after a reload', async () => {
    await writeNote('Market list', 'oat milk and zucchini');
    await page.reload();
    await visible(card('Market list'));
    await visible(page.getByText('oat milk and zucchini'));
  });

  it('archives with UNDO that brings the note back', async () => {
    await page.getByRole('button', { name: 'Archive: Market list' }).click();
    await visible(page.getByText('Note archived'));
    await hidden(card('Market list'));
    await page.getByRole('button', { name: 'UNDO' }).click();
    await visible(card('Market list'));
    await page.reload();
    await visible(card('Market list'));
  });

  it('finds a note by a word in its body', async () => {
    await writeNote('Reading', 'a novel about lighthouses');
    const search = page.getByRole('searchbox', { name: 'Search notes' });
    await search.fill('zucchini');
    await visible(card('Market list'));
    await hidden(card('Reading'));
    await search.fill('lighthouses');
    await visible(card('Reading'));
    await hidden(card('Market list'));
    // The first letters of a word, without its accent, find it, marked on the card.
    await search.fill('zucc');
    await visible(card('Market list'));
    await visible(
      page.getByRole('list', { name: 'Notes' }).locator('mark', { hasText: 'zucchini' }),
    );
    await search.fill('');
    await visible(card('Market list'));
  });

  it('trashes, restores, then deletes forever', async () => {
    await page.getByRole('button', { name: 'Move to trash: Reading' }).click();
    await hidden(card('Reading'));
    await page.getByRole('tab', { name: 'Trash' }).click();
    await page.getByRole('button', { name: 'Restore: Reading' }).click();
    await visible(page.getByRole('heading', { name: 'Trash is empty' }));
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Move to trash: Reading' }).click();
    await page.getByRole('tab', { name: 'Trash' }).click();
    await page.getByRole('button', { name: 'Delete forever: Reading' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this note forever?' })
      .getByRole('button', { name: 'Delete forever' })
      .click();
    await visible(page.getByRole('heading', { name: 'Trash is empty' }));
    await page.reload();
    await page.getByRole('tab', { name: 'Trash' }).click();
    await visible(page.getByRole('heading', { name: 'Trash is empty' }));
    await page.getByRole('tab', { name: 'All' }).click();
  });

  it('keeps the draft through a 401 mid-edit and offers it back after sign-in', async () => {
    await card('Market list').getByRole('button').click();
    await visible(editor());
    // The session ends elsewhere (sign-out on another device revokes this token).
    const token = (await storedToken(page)) ?? '';
    const logout = await api(app.url, 'POST', ACCOUNT_PATHS.logout, { token });
    if (logout.status !== 204) throw new Error(`logout answered ${logout.status}`);
    await editor().getByRole('textbox', { name: 'Note text' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and saffron');
    await page.waitForURL(/\/login\?next=/, { timeout: 15_000 });
    await signIn(page);
    await page.waitForURL(/\/digi_notebook/, { timeout: 15_000 });
    const offer = page.getByRole('dialog', { name: 'Unsaved changes found' });
    await visible(offer);
    await visible(offer.getByText(/and saffron/));
    await offer.getByRole('button', { name: 'Restore changes' }).click();
    await saved();
    await closeEditor();
    await page.reload();
    await visible(page.getByText('oat milk and zucchini and saffron'));
    await hidden(page.getByRole('dialog', { name: 'Unsaved changes found' }));
  });

  it('saves a quick note on Home and opens it from the recent list by its link', async () => {
    await page.goto(`${app.url}/`);
    const quick = page.getByRole('region', { name: 'Quick note' });
    await quick.getByRole('textbox', { name: 'Title (optional)' }).fill('Plumber');
    await quick.getByRole('textbox', { name: 'Note' }).fill('Call about the kitchen tap');
    await page.keyboard.press('Control+Enter');
    await visible(page.getByText('Note saved'));
    const recent = page.getByRole('region', { name: 'Recent notes' });
    await recent.getByRole('link', { name: /Plumber/ }).click();
    await page.waitForURL(/\/digi_notebook\?note=[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect
      .poll(() => editor().getByRole('textbox', { name: 'Title' }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Plumber');
    await editor().getByRole('button', { name: 'Close editor' }).click();
    await hidden(editor());
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('says so when a note link points nowhere', async () => {
    await page.goto(`${app.url}/digi_notebook?note=00000000-0000-4000-8000-0000000000ff`);
    await visible(page.getByText('That note could not be found. It may have been deleted.'));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await visible(card('Plumber'));
  });

  it('opens a note from the header search by the first four letters of a body word', async () => {
    await page.goto(`${app.url}/digi_notebook`);
    await visible(card('Plumber'));
    await writeNote('Camping', 'Buy paraffin for the storm lantern');
    await page.goto(`${app.url}/`);
    const search = page.getByRole('combobox', { name: 'Search notes, events and files' });
    await search.click();
    await page.keyboard.type('para');
    const option = page.getByRole('option', { name: /Camping/ });
    await visible(option);
    await expect(option.locator('mark').first().textContent()).resolves.toBe('paraffin');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/digi_notebook\?note=[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect
      .poll(() => editor().getByRole('textbox', { name: 'Title' }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Camping');
  });

  it('links a note with [[, lists the link under "Linked from", and keeps it through a rename', async () => {
    await page.goto(`${app.url}/digi_notebook`);
    await visible(card('Camping'));
    await writeNote('Lisbon trip', 'Flights booked for May');
    await startNote('Reading list');
    await page.keyboard.type('Before the ');
    // Typed as two keys, like a user: the second bracket opens the picker.
    await page.keyboard.type('[[');
    const picker = page.getByRole('combobox', { name: 'Link to a note, event or file' });
    await visible(picker);
    await page.keyboard.type('Lisb');
    await visible(page.getByRole('option', { name: 'Lisbon trip' }));
    await page.keyboard.press('Enter');
    await hidden(picker);
    await visible(editor().getByRole('link', { name: 'Open note: Lisbon trip' }));
    await saved();
    await closeEditor();

    await card('Lisbon trip').getByRole('button').click();
    const linkedFrom = editor().getByRole('region', { name: 'Linked from' });
    await visible(linkedFrom.getByRole('link', { name: /Reading list/ }));
    const title = editor().getByRole('textbox', { name: 'Title' });
    await title.fill('Lisbon in May');
    await saved();
    await linkedFrom.getByRole('link', { name: /Reading list/ }).click();
    // The link is kept by the note's id: it shows the target's new title.
    await visible(editor().getByRole('link', { name: 'Open note: Lisbon in May' }));
    await closeEditor();
  });

  it('restores an earlier version from the history of the open note', async () => {
    await page.goto(`${app.url}/digi_notebook`);
    await visible(card('Camping'));
    await writeNote('Packing', 'tent and stove');
    const history = page.getByRole('dialog', { name: 'Version history' });
    const restoreFromHistory = async (source: RegExp) => {
      await editor().getByRole('button', { name: 'History' }).click();
      await history.getByRole('button', { name: source }).click();
      await history.getByRole('button', { name: 'Restore this version' }).click();
      await page
        .getByRole('dialog', { name: 'Restore this version?' })
        .getByRole('button', { name: 'Restore this version' })
        .click();
      // The first restore's message may still be showing when the second one arrives.
      await visible(page.getByText('Version restored').last());
      await hidden(history);
    };
    // A restore is a version of its own, so the edit after it is not folded into the first.
    await card('Packing').getByRole('button').click();
    await restoreFromHistory(/Edited/);
    await editor().getByRole('textbox', { name: 'Note text' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and rope');
    await saved();
    await restoreFromHistory(/Restored/);
    await expect
      .poll(() => editor().getByRole('textbox', { name: 'Note text' }).textContent(), {
        timeout: 15_000,
      })
      .toBe('tent and stove');
    await saved();
    await closeEditor();
    await page.reload();
    await visible(page.getByText('tent and stove'));
    await hidden(page.getByText('tent and stove and rope'));
  });

  it('imports a Markdown file, exports every note as a .zip and knows it again on import', async () => {
    await page.goto(`${app.url}/digi_notebook`);
    await page.getByRole('button', { name: 'Import notes' }).click();
    const importer = page.getByRole('dialog', { name: 'Import notes' });
    await importer.locator('input[type="file"]').setInputFiles([
      {
        name: 'lisbon.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(
          '---\ntitle: Lisbon trip\ntags: [travel/portugal]\n---\n\n- [ ] passport\n',
        ),
      },
    ]);
    await visible(importer.getByText('1 note to create.'));
    await importer.getByRole('button', { name: 'Import 1 note' }).click();
    await visible(importer.getByText('1 note imported.'));
    await importer.getByRole('button', { name: 'Close' }).click();
    await visible(card('Lisbon trip'));

    await page.getByRole('button', { name: 'Export notes' }).click();
    const exporter = page.getByRole('dialog', { name: 'Export notes' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporter.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Quire notes.zip');
    await hidden(exporter);

    // The export carries each note's id: importing it back creates nothing new.
    await page.getByRole('button', { name: 'Import notes' }).click();
    await importer.locator('input[type="file"]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/zip',
      buffer: await readFile(await download.path()),
    });
    await visible(importer.getByText(/^Nothing new to import, \d+ imported before\.$/));
    await importer.getByRole('button', { name: 'Cancel' }).click();

    await card('Lisbon trip').getByRole('button').click();
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      editor().getByRole('button', { name: 'Export as Markdown' }).click(),
    ]);
    expect(one.suggestedFilename()).toMatch(/Lisbon trip.*\.md$/);
    await closeEditor();
  });
});
