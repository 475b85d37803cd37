import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { agentHandlers, AgentStore } from '@stories/mocks/agent';
import { accountHandlers } from '@stories/mocks/accounts';
import { calendarHandlers } from '@stories/mocks/calendar';
import { filesHandlers, FilesStore, readyFiles } from '@stories/mocks/files';
import { homeCalendarStore } from '@stories/mocks/homeCalendar';
import { notebookSeed, notesHandlers, NotesStore } from '@stories/mocks/notes';
import { searchHandlers } from '@stories/mocks/search';
import { signedInState } from '@stories/layouts/support/storyUser';
import { RoutesStory } from './RoutesStory';

const signedOut = { session: { status: 'signedOut' as const, user: null } };
const unknown = { session: { status: 'unknown' as const, user: null } };

const meta = {
  title: 'Layouts/Routes',
  component: RoutesStory,
  args: { initialPath: '/' },
  parameters: {
    layout: 'fullscreen',
    preloadedState: signedInState,
    msw: { handlers: [searchHandlers.success()] },
    docs: {
      description: {
        component:
          'The route table of docs/product.md §2 with its guards, lazy pages and error boundary.',
      },
    },
  },
} satisfies Meta<typeof RoutesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const timeout = { timeout: 15_000 };

// Home asks for notes, today's events and recent files: answered here, as every API call must be.
const homeNotes = new NotesStore(notebookSeed());
const homeCalendar = homeCalendarStore();
const homeFiles = new FilesStore(readyFiles());

export const SignedInHome: Story = {
  beforeEach: () => {
    homeNotes.reset();
    homeCalendar.reset();
    homeFiles.reset();
  },
  parameters: {
    msw: {
      handlers: [
        searchHandlers.success(),
        ...notesHandlers(homeNotes),
        ...calendarHandlers(homeCalendar),
        ...filesHandlers(homeFiles),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, timeout)).toHaveTextContent(
      /Ada Lovelace/,
    );
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Recent notes' }, timeout)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Today' }, timeout)).toBeVisible();
  },
};

export const SignedOutGoesToLoginWithNext: Story = {
  args: { initialPath: '/file_assistant?file=f1' },
  parameters: { preloadedState: signedOut, msw: { handlers: accountHandlers() } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(location(canvasElement)).toHaveTextContent(
          '/login?next=%2Ffile_assistant%3Ffile%3Df1',
        ),
      timeout,
    );
  },
};

export const UnknownSessionWaits: Story = {
  args: { initialPath: '/agent' },
  parameters: { preloadedState: unknown },
  play: async ({ canvasElement }) => {
    // No redirect while the start-up check is out: the user may well be signed in.
    await expect(await within(canvasElement).findByText('Loading…', {}, timeout)).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/agent');
  },
};

export const SignedInOnAuthPageGoesToNext: Story = {
  args: { initialPath: '/login?next=%2Fagent' },
  parameters: { msw: { handlers: agentHandlers(new AgentStore()) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('/agent', {}, timeout)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Agent' }, timeout),
    ).toBeVisible();
  },
};

export const UnknownPathIs404: Story = {
  args: { initialPath: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, timeout),
    ).toHaveTextContent('This page does not exist');
  },
};

export const OldPagesAddressRedirects: Story = {
  args: { initialPath: '/pages/under-construction' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, timeout),
    ).toHaveTextContent('Under construction');
    await expect(location(canvasElement)).toHaveTextContent('/auth/pages/under-construction');
  },
};

export const UtilityPagesArePublic: Story = {
  args: { initialPath: '/auth/pages/500' },
  parameters: { preloadedState: signedOut },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, timeout),
    ).toHaveTextContent('Something went wrong');
    await expect(location(canvasElement)).toHaveTextContent('/auth/pages/500');
  },
};

export const RenderErrorShows500: Story = {
  args: { initialPath: '/broken-render' },
  // React and the router log the page's render error on the way to the 500 page.
  parameters: { expectedConsoleErrors: [/A page that fails to render/] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, timeout)).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FailedChunkShows500: Story = {
  args: { initialPath: '/broken-chunk' },
  // The failed import is logged on the way to the 500 page.
  parameters: { expectedConsoleErrors: [/Failed to fetch dynamically imported module/] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, timeout)).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
