import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CALENDAR_ROUTES, errorEnvelope } from '@/api/schema';
import { DRAFT_KEY_PREFIX } from '@/hooks/useStoredDraft';
import { CalendarPage } from '@/pages/Calendar/CalendarPage';
import { EVENT_DRAFT_NAME } from '@/pages/Calendar/eventEdit';
import { adaUser } from '@stories/mocks/accountFixtures';
import {
  calendarErrorHandlers,
  calendarHandlers,
  calendarLoadingHandlers,
  calendarStoreWith,
} from '@stories/mocks/calendar';
import { storyLocation } from '@stories/pages/Notebook/notebookRouter';
import { expectGone, eventIn, GRID_LOAD, openEvent, screen } from './calendarPlay';
import { withCalendarRouter } from './calendarRouter';

const ana = { ...adaUser, username: 'ana', name: 'Ana Popescu' };
const store = calendarStoreWith();
const emptyStore = calendarStoreWith([]);
const PIANO_ID = '00000000-0000-4000-9000-000000000002';

const refusedMove = http.patch(`*/api${CALENDAR_ROUTES.event}`, () =>
  HttpResponse.json(errorEnvelope('internal', 'Something went wrong on our side.'), {
    status: 500,
  }),
);
const eventsFail = http.get(`*/api${CALENDAR_ROUTES.events}`, () =>
  HttpResponse.json(errorEnvelope('internal', 'Something went wrong on our side.'), {
    status: 500,
  }),
);

const meta = {
  title: 'Pages/Calendar',
  component: CalendarPage,
  decorators: [withCalendarRouter],
  beforeEach: () => {
    store.reset();
    emptyStore.reset();
    window.localStorage.clear();
  },
  parameters: {
    layout: 'padded',
    preloadedState: { session: { status: 'signedIn', user: ana } },
    msw: { handlers: calendarHandlers(store) },
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvasElement }) => {
    await eventIn(canvasElement, 'Piano lesson');
    await expect(within(canvasElement).getByRole('heading', { name: 'March 2026' })).toBeVisible();
    // The page's one level-1 heading names the calendar (axe page-has-heading-one).
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Calendar of Ana Popescu' }),
    ).toBeVisible();
  },
};

export const Week: Story = {
  parameters: { calendarPath: '/calendar/ana?view=week&date=2026-03-14' },
};

export const Day: Story = {
  parameters: { calendarPath: '/calendar/ana?view=day&date=2026-03-14' },
};

export const Agenda: Story = {
  parameters: { calendarPath: '/calendar/ana?view=agenda&date=2026-03-14' },
};

export const Navigation: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await eventIn(canvasElement, 'Piano lesson');
    await step('the arrows and the views live in the address', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(storyLocation(canvasElement).address).toContain('date=2026-04-14'),
      );
      await userEvent.click(page.getByRole('button', { name: 'Week' }));
      await waitFor(() => expect(storyLocation(canvasElement).address).toContain('view=week'));
      await expect(storyLocation(canvasElement).navigation).toBe('PUSH');
    });
  },
};

export const CreateWithShortcut: Story = {
  play: async ({ canvasElement, step }) => {
    await eventIn(canvasElement, 'Piano lesson');
    await step('c opens a new event with its title focused', async () => {
      await userEvent.keyboard('c');
      const dialog = await screen().findByRole('dialog', { name: 'New event' });
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus(),
      );
      await userEvent.keyboard('Dentist');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await step('it is saved and drawn on the grid', async () => {
      await expect(await screen().findByText('Event saved')).toBeVisible();
      await eventIn(canvasElement, 'Dentist');
      await expect(screen().queryByRole('dialog', { name: 'New event' })).toBeNull();
    });
  },
};

export const EditEvent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEvent(canvasElement, 'Lunch with Ioana');
    const title = dialog.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Lunch with Ioana and Dan');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await eventIn(canvasElement, 'Lunch with Ioana and Dan');
  },
};

export const DeleteWithUndo: Story = {
  play: async ({ canvasElement, step }) => {
    await step('delete takes the event away', async () => {
      const dialog = await openEvent(canvasElement, 'Lunch with Ioana');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await expectGone(canvasElement, 'Lunch with Ioana');
    });
    await step('UNDO brings it back', async () => {
      await userEvent.click(await screen().findByRole('button', { name: 'UNDO' }));
      await eventIn(canvasElement, 'Lunch with Ioana');
    });
  },
};

export const DeleteOneOccurrence: Story = {
  parameters: { calendarPath: '/calendar/ana?view=week&date=2026-03-14' },
  play: async ({ canvasElement }) => {
    const before = (await within(canvasElement).findAllByText('Standup', {}, GRID_LOAD)).length;
    await userEvent.click(
      within(canvasElement).getAllByText('Standup')[0]!.closest('[data-occurrence]')!,
    );
    const dialog = within(await screen().findByRole('dialog', { name: 'Edit event' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const choice = within(
      await screen().findByRole('dialog', { name: 'Delete a repeating event' }),
    );
    await userEvent.click(choice.getByRole('radio', { name: 'This event' }));
    await userEvent.click(choice.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(canvasElement).getAllByText('Standup')).toHaveLength(before - 1),
    );
  },
};

export const MoveWithKeys: Story = {
  play: async ({ canvasElement }) => {
    const piano = await eventIn(canvasElement, 'Piano lesson');
    piano.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen().findByText('Event moved')).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Piano lesson').closest('[data-date]'),
      ).toHaveAttribute('data-date', '2026-03-15'),
    );
  },
};

export const MoveRefused: Story = {
  parameters: { msw: { handlers: [refusedMove, ...calendarHandlers(store)] } },
  play: async ({ canvasElement }) => {
    const piano = await eventIn(canvasElement, 'Piano lesson');
    piano.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen().findByText(/Something went wrong on our side/)).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Piano lesson').closest('[data-date]'),
      ).toHaveAttribute('data-date', '2026-03-14'),
    );
  },
};

export const DeepLink: Story = {
  parameters: { calendarPath: `/calendar/ana?date=2026-03-14&event=${PIANO_ID}` },
  play: async ({ canvasElement }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Edit event' }, GRID_LOAD);
    await expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Piano lesson',
    );
    await waitFor(() => expect(storyLocation(canvasElement).address).not.toContain('event='));
  },
};

export const DeepLinkGone: Story = {
  parameters: {
    calendarPath: '/calendar/ana?date=2026-03-14&event=00000000-0000-4000-9000-0000000fffff',
  },
  play: async () => {
    await expect(
      await screen().findByText('This event no longer exists.', {}, GRID_LOAD),
    ).toBeVisible();
  },
};

export const RecoveredDraft: Story = {
  beforeEach: () => {
    window.localStorage.setItem(
      `${DRAFT_KEY_PREFIX}:${ana.id}:${EVENT_DRAFT_NAME}`,
      JSON.stringify({
        savedAt: '2026-03-14T09:00:00.000Z',
        value: {
          recordId: null,
          baseVersion: null,
          idempotencyKey: '00000000-0000-4000-8000-00000000abcd',
          draft: {
            occurrence: null,
            scope: 'all',
            fields: {
              title: 'Typed before the session ended',
              description: '',
              location: '',
              color: 'default',
              allDay: false,
              startDate: '2026-03-16',
              startTime: '10:00',
              endDate: '2026-03-16',
              endTime: '11:00',
              timeZone: 'Europe/Bucharest',
              recurrence: null,
            },
          },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const offer = within(await screen().findByRole('dialog', { name: /unsaved/i }, GRID_LOAD));
    await userEvent.click(offer.getByRole('button', { name: /Restore/ }));
    await eventIn(canvasElement, 'Typed before the session ended');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: calendarHandlers(emptyStore) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/press C to add your first event/, {}, GRID_LOAD),
    ).toBeVisible();
  },
};

export const SharedReadOnly: Story = {
  parameters: { calendarPath: '/calendar/mihai?date=2026-03-14' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/shared with you read-only/, {}, GRID_LOAD)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'New event' })).toBeNull();
  },
};

/** The grantee hides a calendar shared with them: out of the picker, still open on screen. */
export const HideSharedCalendar: Story = {
  parameters: { calendarPath: '/calendar/mihai?date=2026-03-14' },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await page.findByText(/shared with you read-only/, {}, GRID_LOAD);
    await step('hiding keeps the calendar here and says so', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Hide from my calendars' }));
      await expect(
        await page.findByText(/It is hidden from your calendars; only its address opens it/),
      ).toBeVisible();
      await expect(store.list().map((calendar) => calendar.owner.username)).toEqual(['ana']);
    });
    await step('showing it puts it back in the picker', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Show in my calendars' }));
      await waitFor(() =>
        expect(store.list().map((calendar) => calendar.owner.username)).toEqual(['ana', 'mihai']),
      );
    });
  },
};

/** The grantee leaves a calendar shared with them, after confirming, and lands on their own. */
export const LeaveSharedCalendar: Story = {
  parameters: { calendarPath: '/calendar/mihai?date=2026-03-14' },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await page.findByText(/shared with you read-only/, {}, GRID_LOAD);
    await step('leaving asks first', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Leave' }));
      const dialog = await screen().findByRole('dialog', {
        name: 'Leave Mihai Ionescu’s calendar?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Leave calendar' }));
    });
    await step('then goes to my own calendar; the one left no longer opens', async () => {
      await waitFor(() => expect(storyLocation(canvasElement).address).toMatch(/^\/calendar\/ana/));
      await expect(await screen().findByText('You left that calendar.')).toBeVisible();
      await expect(store.open('mihai')).toEqual({ error: 'not_shared' });
    });
  },
};

export const NotShared: Story = {
  parameters: { calendarPath: '/calendar/radu' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not shared with you' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { calendarPath: '/calendar/nobody' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No such calendar' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  // The loading and error handlers cover the calendars; the viewer's settings still answer.
  parameters: { msw: { handlers: [...calendarLoadingHandlers(), ...calendarHandlers(store)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the calendar' }),
    ).toBeVisible();
  },
};

export const Slow: Story = {
  parameters: { msw: { handlers: calendarHandlers(store, { latency: 4500 }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /longer than usual|Still loading/i,
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [...calendarErrorHandlers(), ...calendarHandlers(store)] } },
};

export const EventsFailed: Story = {
  parameters: { msw: { handlers: [eventsFail, ...calendarHandlers(store)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^The calendar could not be loaded\. /, {}, GRID_LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  play: async ({ canvasElement }) => {
    await eventIn(canvasElement, 'Piano lesson');
    // The grid draws its last weeks after its first; the screenshot waits for the whole month.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-date="2026-04-11"]')).not.toBeNull(),
    );
    await waitFor(() => expect(canvasElement.getBoundingClientRect().height).toBeGreaterThan(700));
  },
};
