import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_ROUTES } from '@/api/schema/agentPaths';
import { DRAFT_KEY_PREFIX } from '@/hooks/useStoredDraft';
import { AgentPage } from '@/pages/Agent/AgentPage';
import { conversationLink, PATHS } from '@/routes/paths';
import { adaUser } from '@stories/mocks/accountFixtures';
import {
  agentErrorHandlers,
  agentHandlers,
  agentLoadingHandlers,
  AgentStore,
  conversation,
  longWorkThread,
  sampleThread,
} from '@stories/mocks/agent';
import { apiUrl, errorFrom } from '@stories/mocks/http';
import { withNotebookRouter } from '@stories/pages/Notebook/notebookRouter';

const groceries = conversation('Groceries and the lease', '2026-11-25T09:00:00.000Z');
const older = conversation('Trip to Lisbon', '2026-11-20T09:00:00.000Z');
const seeded = () =>
  new AgentStore([
    { conversation: groceries, messages: sampleThread() },
    { conversation: older, messages: [] },
  ]);

const meta = {
  title: 'Pages/Agent',
  component: AgentPage,
  decorators: [withNotebookRouter],
  parameters: {
    layout: 'fullscreen',
    notebookPath: conversationLink(groceries.id),
    preloadedState: { session: { status: 'signedIn', user: adaUser } },
    msw: { handlers: agentHandlers(seeded()) },
  },
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the deep-linked conversation opens with its thread', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Groceries and the lease' }),
      ).toBeVisible();
      await expect(await canvas.findByText('Note “Buy milk” created.')).toBeVisible();
    });
    await step('a question streams an answer that cites a note', async () => {
      const box = canvas.getByRole('textbox', { name: 'Message the agent' });
      await userEvent.type(box, 'What do I need to buy?{Enter}');
      await waitFor(() => expect(box).toHaveValue(''));
      const log = canvas.getByRole('log');
      await waitFor(() => expect(within(log).getAllByRole('table').length).toBeGreaterThan(1), {
        timeout: 8000,
      });
      await waitFor(
        () => expect(canvas.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
        {
          timeout: 8000,
        },
      );
    });
    await step('an answer, unlike a command, can be asked for again', async () => {
      await expect(canvas.getByRole('button', { name: 'Regenerate answer' })).toBeVisible();
    });
  },
};

const COMPOSER_DRAFT = `${DRAFT_KEY_PREFIX}:${adaUser.id}:agent-composer`;

/** A message typed before the session ended comes back in the box, once its check has loaded. */
export const KeptMessage: Story = {
  beforeEach: () => {
    window.localStorage.setItem(
      COMPOSER_DRAFT,
      JSON.stringify({ value: 'Half a question about the lease', savedAt: '2026-11-25T09:30:00Z' }),
    );
    return () => window.localStorage.removeItem(COMPOSER_DRAFT);
  },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: 'Message the agent' });
    await waitFor(() => expect(box).toHaveValue('Half a question about the lease'));
  },
};

/** A kept message the page cannot read is never offered, and is removed. */
export const UnreadableKeptMessage: Story = {
  beforeEach: () => {
    window.localStorage.setItem(COMPOSER_DRAFT, JSON.stringify({ value: 42, savedAt: 'soon' }));
    return () => window.localStorage.removeItem(COMPOSER_DRAFT);
  },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: 'Message the agent' });
    await waitFor(() => expect(window.localStorage.getItem(COMPOSER_DRAFT)).toBeNull());
    await expect(box).toHaveValue('');
  },
};

const planning = conversation('Planning the year', '2026-11-25T10:00:00.000Z');
const LONG_PAIRS = 30;

/** Sixty messages with tool steps and sources: the thread opens at its end and scrolls. */
export const LongThread: Story = {
  parameters: {
    notebookPath: conversationLink(planning.id),
    msw: {
      handlers: agentHandlers(
        new AgentStore([
          { conversation: planning, messages: longWorkThread(LONG_PAIRS) },
          { conversation: groceries, messages: sampleThread() },
        ]),
      ),
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Conversation' }, { timeout: 8000 });
    await step('it opens at the latest answer, the start scrolled out of view', async () => {
      await expect(
        await within(log).findByText(new RegExp(`^Answer ${LONG_PAIRS}\\.`)),
      ).toBeVisible();
      await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
      await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight * 3);
    });
    await step('the tool steps show among the messages', async () => {
      await expect(within(log).getAllByText('Search notes').length).toBeGreaterThanOrEqual(6);
      await expect(within(log).getAllByText('Create a note').length).toBeGreaterThanOrEqual(3);
      await expect(within(log).getAllByText('Read a note').length).toBeGreaterThanOrEqual(3);
    });
    await step('scrolling back up offers a way to the latest', async () => {
      log.scrollTop = 0;
      fireEvent.scroll(log);
      const jump = await canvas.findByRole('button', { name: 'Jump to latest' });
      await userEvent.click(jump);
      // Back at the end (the thread's own measure): the offer goes away.
      await waitFor(
        () => expect(canvas.queryByRole('button', { name: 'Jump to latest' })).toBeNull(),
        { timeout: 5000 },
      );
    });
  },
};

/** Sends `text` from the composer; a lone `/word` first takes the slash menu's completion. */
async function send(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('textbox', { name: 'Message the agent' });
  await userEvent.type(box, text);
  if (canvas.queryByRole('listbox')) await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(box).toHaveValue(''));
}

/** Sends each command in a new conversation and waits for its answer in the thread. */
async function answers(canvasElement: HTMLElement, text: string, expected: RegExp) {
  const canvas = within(canvasElement);
  await send(canvasElement, text);
  const log = await canvas.findByRole('log', {}, { timeout: 8000 });
  await expect(await within(log).findByText(expected, {}, { timeout: 8000 })).toBeVisible();
  // A command's result is what it did: asking for it again would do it twice.
  await expect(canvas.queryByRole('button', { name: 'Regenerate answer' })).toBeNull();
}

// Every slash command of docs/agent.md, answered by the mocks as the server would; split in three
// so that typing them stays well inside a test's time.
const commandStory = (commands: [string, RegExp][]): Story => ({
  parameters: { notebookPath: PATHS.agent, msw: { handlers: agentHandlers(new AgentStore(), 5) } },
  play: async ({ canvasElement, step }) => {
    await within(canvasElement).findByText('No conversations yet.');
    for (const [text, expected] of commands) {
      await step(text, () => answers(canvasElement, text, expected));
    }
  },
});

export const NoteAndEventCommands = commandStory([
  ['/note Call the bank', /Note “Call the bank” created/],
  ['/event Dentist tomorrow 10:00', /Event “Dentist” added/],
  ['/event Lunch with Ioana', /When is “Lunch with Ioana”\?/],
]);

export const SearchAndTodayCommands = commandStory([
  ['/search planning', /Results for “planning”/],
  ['/today', /Standup/],
]);

export const HelpAndUnknownCommands = commandStory([
  ['/help', /These commands always work/],
  ['/dance', /There is no \/dance command/],
]);

export const Welcome: Story = {
  parameters: { notebookPath: PATHS.agent, msw: { handlers: agentHandlers(new AgentStore()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No conversations yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '/note Buy milk' }));
    await expect(canvas.getByRole('textbox', { name: 'Message the agent' })).toHaveValue(
      '/note Buy milk',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: agentLoadingHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading conversations' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: agentErrorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^Your conversations could not be loaded\. /,
        {},
        { timeout: 20000 },
      ),
    ).toBeVisible();
  },
};

// The open conversation fails to load: the page says so and asks again on Try again.
let threadRequests = 0;
export const ThreadError: Story = {
  beforeEach: () => {
    threadRequests = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl(AGENT_ROUTES.one), () => {
          threadRequests += 1;
          return errorFrom('internal', 'Something went wrong');
        }),
        ...agentHandlers(seeded()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(
      /^This conversation could not be loaded\. /,
      {},
      { timeout: 20000 },
    );
    await expect(alert).toBeVisible();
    const before = threadRequests;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(threadRequests).toBeGreaterThan(before));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Show conversations' });
    await userEvent.click(open);
    // The drawer (MUI's, loaded on this first opening) is a dialog portalled to the body.
    const drawer = within(canvasElement.ownerDocument.body);
    await expect(await drawer.findByText('Trip to Lisbon')).toBeVisible();
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
