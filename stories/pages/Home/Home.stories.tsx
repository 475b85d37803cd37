import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorEnvelope, NOTES_ROUTES } from '@/api/schema';
import { HomePage } from '@/pages/Home/HomePage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';
import { signedInState } from '@stories/layouts/support/storyUser';
import {
  notebookSeed,
  notesErrorHandlers,
  notesHandlers,
  notesLoadingHandlers,
  NotesStore,
  threeNotes,
} from '@stories/mocks/notes';
import {
  calendarErrorHandlers,
  calendarHandlers,
  calendarLoadingHandlers,
} from '@stories/mocks/calendar';
import {
  filesErrorHandlers,
  filesHandlers,
  filesLoadingHandlers,
  FilesStore,
  readyFiles,
} from '@stories/mocks/files';
import { homeCalendarStore } from '@stories/mocks/homeCalendar';
import { homeWidget, quickNoteFields, widgetLinks } from './homePlay';

const MORNING = new Date('2026-11-20T09:30:00Z');
const EVENING = new Date('2026-11-20T20:15:00Z');

function HomeStory({ now, slowThresholdMs }: { now: Date; slowThresholdMs?: number }) {
  return (
    <StoryRouter
      routes={[{ path: '*', element: <HomePage now={now} slowThresholdMs={slowThresholdMs} /> }]}
    />
  );
}

const store = new NotesStore(notebookSeed());
const emptyStore = new NotesStore();
const calendar = homeCalendarStore();
const emptyCalendar = homeCalendarStore([]);
const files = new FilesStore(readyFiles());
const noFiles = new FilesStore();

const meta = {
  title: 'Pages/Home',
  component: HomeStory,
  args: { now: MORNING },
  beforeEach: () => {
    store.reset();
    emptyStore.reset();
    calendar.reset();
    emptyCalendar.reset();
    files.reset();
  },
  parameters: {
    preloadedState: signedInState,
    msw: {
      handlers: [...notesHandlers(store), ...calendarHandlers(calendar), ...filesHandlers(files)],
    },
  },
} satisfies Meta<typeof HomeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const noteHref = (index: number) => `/digi_notebook?note=${threeNotes[index]!.id}`;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('greets the signed-in user with the date in their language', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Good morning, Ada Lovelace',
      );
      await expect(canvas.getByText('Friday, November 20, 2026')).toBeVisible();
    });
    await step('pinned notes link to the notebook with the note’s id', async () => {
      await expect(await widgetLinks(canvasElement, 'Pinned notes')).toEqual([noteHref(0)]);
    });
    await step('recent notes are the last edited, archived and trashed left out', async () => {
      await expect(await widgetLinks(canvasElement, 'Recent notes')).toEqual([
        noteHref(0),
        noteHref(1),
        noteHref(2),
      ]);
    });
    await step(
      'today’s widget lists what is left of today and tomorrow, each opening its event',
      async () => {
        const today = await homeWidget(canvasElement, 'Today');
        const titles = within(today)
          .getAllByRole('link')
          .map((link) => link.textContent ?? '');
        // 09:30 UTC is 11:30 in Bucharest: the 08:00 call is over, the weekly review shows today.
        await expect(
          titles.filter((title) => /Dentist|Team review|market|Early/.test(title)),
        ).toEqual([
          expect.stringContaining('Dentist'),
          expect.stringContaining('Team review'),
          expect.stringContaining('Farmers’ market'),
        ]);
        const dentist = within(today).getByRole('link', { name: /Dentist/ });
        await expect(dentist.getAttribute('href')).toMatch(/^\/calendar\/ada\?event=[\w-]+$/);
        await expect(within(today).getByRole('link', { name: 'Open calendar' })).toHaveAttribute(
          'href',
          '/calendar/ada',
        );
      },
    );
    await step('a card leads to each section, the calendar to the user’s own', async () => {
      const cards = canvas.getAllByRole('heading', { level: 2 }).slice(-4);
      await expect(cards.map((card) => card.closest('a')?.getAttribute('href'))).toEqual([
        '/digi_notebook',
        '/calendar/ada',
        '/file_assistant',
        '/agent',
      ]);
    });
  },
};

export const QuickNoteSaves: Story = {
  play: async ({ canvasElement, step }) => {
    const { title, text } = await quickNoteFields(canvasElement);
    await step('Ctrl+Enter saves the note and says so', async () => {
      await userEvent.type(title, 'Plumber');
      await userEvent.type(text, 'Call about the kitchen tap');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await expect(
        await within(document.body).findByText('Note saved', {}, { timeout: 5000 }),
      ).toBeVisible();
    });
    await step('the box clears and the note heads the recent list', async () => {
      await waitFor(() => expect(text).toHaveValue(''));
      await expect(title).toHaveValue('');
      const recent = await homeWidget(canvasElement, 'Recent notes');
      await waitFor(() =>
        expect(within(recent).getAllByRole('link', { name: /Edited/ })[0]).toHaveTextContent(
          'Plumber',
        ),
      );
      await expect(store.list({ limit: 30 }).items[1]?.plainText).toBe(
        'Call about the kitchen tap',
      );
    });
  },
};

export const QuickNoteFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/api${NOTES_ROUTES.list}`, () =>
          HttpResponse.json(errorEnvelope('internal', 'Something went wrong'), { status: 500 }),
        ),
        ...notesHandlers(store),
        ...calendarHandlers(calendar),
        ...filesHandlers(files),
      ],
    },
  },
  play: async ({ canvasElement, step }) => {
    const { canvas, title, text, save } = await quickNoteFields(canvasElement);
    await step('a refused save explains itself in the box', async () => {
      await userEvent.type(title, 'Ideas');
      await userEvent.type(text, 'A bird feeder that tweets');
      await userEvent.click(save);
      await expect(
        await canvas.findByText('Something went wrong on our side. Please try again.'),
      ).toBeVisible();
    });
    await step('nothing typed is lost, and the save can be tried again', async () => {
      await expect(title).toHaveValue('Ideas');
      await expect(text).toHaveValue('A bird feeder that tweets');
      await expect(canvas.getByRole('button', { name: 'Save note' })).toBeEnabled();
    });
  },
};

export const Loading: Story = {
  args: { slowThresholdMs: 0 },
  // The calendar's loading and error handlers cover its calendars; the settings still answer.
  parameters: {
    msw: {
      handlers: [
        ...notesLoadingHandlers(),
        ...calendarLoadingHandlers(),
        ...calendarHandlers(calendar),
        ...filesLoadingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading pinned notes' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading recent notes' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading today’s events' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading recent files' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/Still loading/)).toHaveLength(4));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...notesHandlers(emptyStore),
        ...calendarHandlers(emptyCalendar),
        ...filesHandlers(noFiles),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No notes yet/)).toBeVisible();
    await expect(await canvas.findByText(/Upload documents to ask questions/)).toBeVisible();
    await expect(canvas.getByText(/Pin the notes you reach for most/)).toBeVisible();
    const newNote = canvas.getAllByRole('link', { name: 'New note' });
    await expect(newNote.map((link) => link.getAttribute('href'))).toEqual([
      '/digi_notebook?note=new',
      '/digi_notebook?note=new',
    ]);
    await expect(
      await canvas.findByText('Nothing planned for today or tomorrow.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an event' })).toHaveAttribute(
      'href',
      '/calendar/ada?new=1',
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        ...notesErrorHandlers(),
        ...calendarErrorHandlers(),
        ...calendarHandlers(calendar),
        ...filesErrorHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Your pinned notes could not be loaded\. /, {}, { timeout: 8000 }),
    ).toBeVisible();
    // The two lists fail independently; each may take its own retries.
    await expect(
      await canvas.findByText(/^Your recent notes could not be loaded\. /, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(/^Today’s events could not be loaded\. /, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(/^Your recent files could not be loaded\. /, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
  },
};

export const Evening: Story = {
  args: { now: EVENING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Good evening, Ada Lovelace',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('vendredi 20 novembre 2026')).toBeVisible();
    await expect(await within(canvasElement).findByText('Notes épinglées')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** Every widget's answer is in before the screenshot: one still loading would change the height. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    for (const widget of ['Today', 'Recent files', 'Pinned notes', 'Recent notes']) {
      await homeWidget(canvasElement, widget);
    }
  },
};
