import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_SLASH_COMMANDS, CALENDAR_PATHS, eventListResponseSchema } from '@/api/schema';
import { hasToolResult, startAgentModel } from '../server/test/agentModel.ts';
import { api, storedToken } from './support/api.ts';
import { startApp, type RunningApp } from './support/app.ts';
import { newAccount, signUp } from './support/signUp.ts';

// Not UTC, so an event read in the wrong zone shows up as the wrong hour.
const ZONE = 'Europe/Bucharest';
const user = newAccount('agnes', 'Agnes');

const visible = (locator: Locator, timeout = 20_000) =>
  locator.waitFor({ state: 'visible', timeout });

/** The date (YYYY-MM-DD) and wall-clock time (HH:MM) of `iso` in ZONE. */
function wallClock(iso: string | Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe('the agent, end to end', () => {
  let app: RunningApp;
  let model: Awaited<ReturnType<typeof startAgentModel>>;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let noteHref: string;

  const thread = () => page.getByRole('log', { name: 'Conversation' });
  const lastAnswer = () => thread().getByRole('article', { name: 'Agent' }).last();

  async function ask(text: string) {
    const composer = page.getByRole('textbox', { name: 'Message the agent' });
    await composer.fill(text);
    const bare = /^\/(\w+)$/.exec(text)?.[1];
    if (bare && !(BARE_SLASH_COMMANDS as readonly string[]).includes(bare)) {
      // A command name that takes words opens the slash menu: Enter completes it, the next
      // Enter sends. A whole command without words (/today) is sent by the first Enter.
      await visible(page.getByRole('listbox', { name: 'Slash commands' }));
      await composer.press('Enter');
      await expect.poll(() => composer.inputValue()).toBe(`${text} `);
    }
    // The box sends only once the answer before has ended (on a busy machine that can take
    // a while); a user waits for Send to be offered, and so does the test.
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await visible(send, 30_000);
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    await composer.press('Enter');
    await visible(thread().getByText(text, { exact: true }).last());
  }

  beforeAll(async () => {
    model = await startAgentModel((request) =>
      hasToolResult(request)
        ? { text: ['You need ', 'to buy ', 'milk ', '[1].'], pieceDelayMs: 400 }
        : { toolCalls: [{ name: 'search_notes', arguments: { query: 'milk' } }] },
    );
    app = await startApp({
      env: { ASSISTANT_LLM_URL: model.url, ASSISTANT_LLM_MODEL: 'e2e-model' },
    });
    ({ context, page, problems } = await app.newPage({ timezoneId: ZONE }));
    await signUp(page, user);
    await page.goto('/agent');
  });

  afterAll(async () => {
    await context?.close();
    await app?.close();
    await model?.stop();
  });

  it('/note Buy milk creates a note that shows in the notebook', async () => {
    await ask('/note Buy milk');
    await visible(lastAnswer().getByText('Note “Buy milk” created.'));
    const open = lastAnswer().getByRole('link', { name: 'Open note' });
    noteHref = (await open.getAttribute('href')) ?? '';
    expect(noteHref).toMatch(/^\/digi_notebook\?note=[0-9a-f-]{36}$/);
    await page.goto('/digi_notebook');
    await visible(
      page.getByRole('list', { name: 'Notes' }).getByRole('heading', { name: 'Buy milk' }),
    );
  });

  it('/event Dentist tomorrow 10:00 creates an event at 10:00 in the browser’s zone', async () => {
    await page.goto('/agent');
    await ask('/event Dentist tomorrow 10:00');
    await visible(lastAnswer().getByText(/Event “Dentist” added/));

    const token = (await storedToken(page)) ?? '';
    const from = new Date();
    const to = new Date(from.getTime() + 3 * 86_400_000);
    const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
    const response = await api(app.url, 'GET', `${CALENDAR_PATHS.events(user.username)}?${query}`, {
      token,
    });
    expect(response.status).toBe(200);
    const { items } = eventListResponseSchema.parse(response.body);
    const dentist = items.find((event) => event.title === 'Dentist');
    expect(dentist, JSON.stringify(items)).toBeDefined();
    const tomorrow = wallClock(new Date(Date.now() + 86_400_000)).date;
    expect(wallClock(dentist!.start)).toEqual({ date: tomorrow, time: '10:00' });
    expect(dentist!.allDay).toBe(false);

    // Waiting starts before the click: the calendar takes `?event=` away once it has opened it,
    // which a loaded machine can do before a wait begun after the click looks at the address.
    const opened = page.waitForURL(
      (url) =>
        url.pathname === `/calendar/${user.username}` &&
        url.searchParams.get('event') === dentist!.id,
      { timeout: 20_000 },
    );
    await lastAnswer().getByRole('link', { name: 'Open in calendar' }).click();
    await opened;
    // What the calendar page shows for `?event=` is the calendar's own tests' concern.
  });

  it('/today lists the events of today', async () => {
    await page.goto('/agent');
    await ask('/event Standup today 23:30');
    await visible(lastAnswer().getByText(/Event “Standup” added/));
    await ask('/today');
    await visible(lastAnswer().getByRole('heading', { name: 'Events' }));
    await visible(lastAnswer().getByRole('link', { name: 'Standup' }));
    expect(await lastAnswer().getByRole('link', { name: 'Dentist' }).count()).toBe(0);
  });

  it('streams a model’s answer to a free-text question, citing the note', async () => {
    await ask('What do I need to buy?');
    // The answer arrives piece by piece: the writing indicator shows, then the whole text.
    await visible(lastAnswer().getByRole('status', { name: 'The agent is writing' }));
    await visible(lastAnswer().getByText(/You need to buy milk/));
    // The `[1]` marker in the text and the chip below it both open the note.
    const sources = thread().getByRole('link', { name: 'Source 1: Buy milk (note)' });
    await visible(sources.last());
    const hrefs = await sources.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    expect(new Set(hrefs)).toEqual(new Set([noteHref]));
    const chip = sources.last();
    expect(model.requests.length).toBe(2);
    expect(model.requests[1]!.messages.some((message) => message.role === 'tool')).toBe(true);

    await chip.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === noteHref, {
      timeout: 20_000,
    });
    await expect
      .poll(
        () =>
          page
            .getByRole('dialog', { name: 'Note editor' })
            .getByRole('textbox', { name: 'Title' })
            .inputValue(),
        { timeout: 20_000 },
      )
      .toBe('Buy milk');
    expect(problems).toEqual([]);
  });

  it('/every opens the automation form; the one it makes is listed with its next run', async () => {
    await page.goto('/agent');
    const composer = page.getByRole('textbox', { name: 'Message the agent' });
    await composer.fill('/every What is on today?');
    await composer.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New automation' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Automations' }).click();
    const list = page.getByRole('list', { name: 'Automations' });
    await visible(list.getByText('What is on today?'));
    // A new one runs daily from tomorrow at 08:00 in the user's zone.
    await visible(list.getByText(/^Next run: .*8:00/));
  });
});
