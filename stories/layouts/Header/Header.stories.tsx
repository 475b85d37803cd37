import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchResults } from '@/layouts/MainLayout/Header/Search/SearchResults';
import { toOptions } from '@/layouts/MainLayout/Header/Search/searchOptions';
import { calendarHandlers } from '@stories/mocks/calendar';
import { calendarStoreWith } from '@stories/mocks/calendarFixtures';
import { CalendarStore } from '@stories/mocks/calendarStore';
import {
  notificationHandlers,
  NotificationsStore,
  notificationsFailing,
  notificationsLoading,
} from '@stories/mocks/notifications';
import {
  manyNotifications,
  NOTIFICATIONS_NOW,
  reminder,
  someNotifications,
  storedFor,
} from '@stories/mocks/notificationsFixtures';
import { searchDocuments, searchFixture, searchHandlers } from '@stories/mocks/search';
import { PATHS } from '@/routes/paths';
import { expectLocation, screen } from '@stories/layouts/support/play';
import { headerDefaults, HeaderStory } from './HeaderStory';
import { NEVER_SLOW } from '@stories/components/support/stateStories';
import type { RequestHandler } from 'msw';

/** The viewer's zone (calendar settings): the search asks for it once it finds events. */
const VIEWER_ZONE = 'Europe/Bucharest';
const searchingIn = (zone: string, search = searchHandlers.success()) => [
  search,
  ...calendarHandlers(new CalendarStore([], [], zone)),
];

const meta = {
  title: 'Layouts/Header',
  component: HeaderStory,
  args: {
    ...headerDefaults,
    onToggleDrawer: fn(),
    onLocaleChange: fn(),
    onModeChange: fn(),
    onOpenSettings: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'fullscreen', msw: { handlers: searchingIn(VIEWER_ZONE) } },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = () => screen().getByRole('combobox', { name: 'Search notes, events and files' });

export const Playground: Story = {};

export const SearchWithResults: Story = {
  play: async ({ canvasElement, step }) => {
    await step(
      'typing shows results grouped as notes, events, files and conversations',
      async () => {
        // The popup loads on the first keystroke: what is typed meanwhile stays and is searched.
        await userEvent.type(searchBox(), 'planning');
        await expect(searchBox()).toHaveValue('planning');
        const listbox = await screen().findByRole('listbox');
        const groups = within(listbox).getAllByRole('group');
        await expect(
          groups.map(
            (group) =>
              group.getAttribute('aria-labelledby') && within(group).getAllByRole('option').length,
          ),
        ).toEqual([2, 1, 1, 1]);
        await expect(listbox).toHaveTextContent(/Notes.*Events.*Files.*Conversations/);
        await expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
      },
    );
    await step('arrow keys move the active option', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const active = searchBox().getAttribute('aria-activedescendant');
      await expect(document.getElementById(active ?? '')).toHaveTextContent('Reading list');
      await expect(document.getElementById(active ?? '')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(
        document.getElementById(searchBox().getAttribute('aria-activedescendant') ?? ''),
      ).toHaveTextContent('Offsite planning questions');
    });
    await step('Enter opens a file passage at its page', async () => {
      await userEvent.keyboard('{ArrowUp}{Enter}');
      await expectLocation(canvasElement, '/file_assistant?file=f1&page=3');
      await expect(screen().queryByRole('listbox')).toBeNull();
    });
    await step('and one in a text file at its lines', async () => {
      await userEvent.clear(searchBox());
      await userEvent.type(searchBox(), 'workshops');
      await screen().findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expectLocation(canvasElement, '/file_assistant?file=f2&lines=12-14');
    });
  },
};

export const SearchShowsEventDates: Story = {
  // West of UTC, so an all-day date read in the viewer's zone would fall on the day before.
  parameters: { msw: { handlers: searchingIn('America/New_York') } },
  play: async ({ step }) => {
    // A title's matched words are marked apart, so the option is found by its whole name.
    const optionOf = (title: string) =>
      screen().findByRole('option', { name: new RegExp(`^${title}`) });
    await step('an event shows its day and time in the viewer’s zone', async () => {
      await userEvent.type(searchBox(), 'planning');
      const option = await optionOf('Planning review');
      await expect(await within(option).findByText('Dec 8, 2026, 7:00 AM')).toBeVisible();
      await expect(option.querySelector('time')).toHaveAttribute(
        'datetime',
        '2026-12-08T12:00:00.000Z',
      );
    });
    await step('an all-day event its day alone, a series that it repeats', async () => {
      await userEvent.clear(searchBox());
      await userEvent.type(searchBox(), 'team');
      const offsite = await optionOf('Team offsite');
      await expect(await within(offsite).findByText('Mar 12, 2027')).toBeVisible();
      const standup = await optionOf('Team standup');
      await expect(
        await within(standup).findByText('Repeats · from Jan 5, 2026, 2:00 AM'),
      ).toBeVisible();
    });
  },
};

export const SearchNarrowsAndEmpty: Story = {
  play: async () => {
    await userEvent.type(searchBox(), 'reading');
    const listbox = await screen().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.type(searchBox(), ' zebra');
    await expect(await screen().findByText('Nothing matches “reading zebra”.')).toBeVisible();
  },
};

const marksIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

export const SearchHighlightsAPrefix: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the first letters of a body word find it, marked in the snippet', async () => {
      await userEvent.type(searchBox(), 'saff');
      const listbox = await screen().findByRole('listbox');
      await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
      const [option] = within(listbox).getAllByRole('option');
      await expect(option).toHaveTextContent('Groceries');
      await expect(marksIn(option!)).toEqual(['saffron']);
    });
    await step('Enter opens the best hit without choosing it first', async () => {
      await userEvent.keyboard('{Enter}');
      await expectLocation(canvasElement, '/digi_notebook?note=n3');
    });
  },
};

export const SearchForgivesAccentsAndTypos: Story = {
  play: async () => {
    await userEvent.type(searchBox(), 'piteu');
    const listbox = await screen().findByRole('listbox');
    await waitFor(() => expect(marksIn(listbox)).toEqual(['Pitéu']));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'safron');
    await waitFor(() => expect(marksIn(screen().getByRole('listbox'))).toEqual(['saffron']));
  },
};

export const SearchNoResults: Story = {
  play: async () => {
    await userEvent.type(searchBox(), 'giraffe');
    await expect(await screen().findByText('Nothing matches “giraffe”.')).toBeVisible();
    await expect(screen().queryByRole('listbox')).toBeNull();
  },
};

// Without the conversation hit the open popup stays under its 420 px and does not scroll: a
// scrolling one fails axe's scrollable-region-focusable (its options are not in the tab order).
const shorterDocuments = { ...searchDocuments, conversations: [] };

export const SearchSlow: Story = {
  parameters: {
    msw: { handlers: searchingIn(VIEWER_ZONE, searchHandlers.slow(800, shorterDocuments)) },
  },
  play: async ({ step }) => {
    await step('the first answer shows a progress message, then marked results', async () => {
      await userEvent.type(searchBox(), 'plan');
      await expect(await screen().findByRole('progressbar', { name: 'Searching…' })).toBeVisible();
      const listbox = await screen().findByRole('listbox', {}, { timeout: 5000 });
      await expect(marksIn(listbox)).toContain('planning');
    });
    await step('typing on keeps those results up, marked busy, until the next answer', async () => {
      await userEvent.type(searchBox(), 'n');
      await expect(screen().getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
      await waitFor(
        () => expect(screen().getByRole('listbox')).toHaveAttribute('aria-busy', 'false'),
        { timeout: 5000 },
      );
    });
  },
};

export const SearchLoading: Story = {
  parameters: { msw: { handlers: [searchHandlers.loading()] } },
  play: async () => {
    await userEvent.type(searchBox(), 'plan');
    await expect(await screen().findByRole('progressbar', { name: 'Searching…' })).toBeVisible();
  },
};

export const SearchError: Story = {
  parameters: { msw: { handlers: [searchHandlers.error()] } },
  play: async () => {
    await userEvent.type(searchBox(), 'plan');
    const alert = await screen().findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(/^Search failed\. \S/);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SearchEscapeCloses: Story = {
  play: async () => {
    await userEvent.type(searchBox(), 'planning');
    await screen().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(searchBox()).toHaveFocus();
    await expect(searchBox()).toHaveValue('planning');
  },
};

export const Controls: Story = {
  play: async ({ args, step }) => {
    await step('the drawer toggle is a labelled button', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Collapse the menu' }));
      await expect(args.onToggleDrawer).toHaveBeenCalledTimes(1);
    });
    await step('the mode toggle asks for the other mode', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Switch to dark mode' }));
      await expect(args.onModeChange).toHaveBeenCalledWith('dark');
    });
    await step('the language menu lists every language', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Language' }));
      const menu = await screen().findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['English', 'Français', 'Română', '中文']);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Français' }));
      await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
    });
    await step('the settings button opens the customizer', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Appearance settings' }));
      await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    });
    await step('the account menu shows who is signed in and signs out', async () => {
      await userEvent.click(screen().getByRole('button', { name: /Account of Ada Lovelace/ }));
      const menu = await screen().findByRole('menu');
      await expect(menu).toHaveTextContent(/Ada Lovelace.*ada@quire\.test/);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

const calendar = calendarStoreWith();

export const TimeZoneFromAccountMenu: Story = {
  beforeEach: () => calendar.reset(),
  parameters: { msw: { handlers: [searchHandlers.success(), ...calendarHandlers(calendar)] } },
  play: async ({ step }) => {
    await step('the account menu opens the time zone setting at the saved zone', async () => {
      await userEvent.click(screen().getByRole('button', { name: /Account of Ada Lovelace/ }));
      const menu = await screen().findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Time zone' }));
      const dialog = await screen().findByRole('dialog', { name: 'Time zone' });
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'City or region' })).toHaveValue(
          'Europe/Bucharest',
        ),
      );
    });
    await step('choosing another zone saves it and says so', async () => {
      const dialog = screen().getByRole('dialog', { name: 'Time zone' });
      const field = within(dialog).getByRole('combobox', { name: 'City or region' });
      await userEvent.clear(field);
      await userEvent.type(field, 'tokyo');
      await userEvent.keyboard('{Enter}');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expect(await screen().findByText('Time zone saved')).toBeVisible();
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
      await expect(calendar.timeZone).toBe('Asia/Tokyo');
    });
  },
};

export const ConnectedAppsFromAccountMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(screen().getByRole('button', { name: /Account of Ada Lovelace/ }));
    const menu = await screen().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Connected apps' }));
    await expectLocation(canvasElement, PATHS.connectedApps);
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
  },
};

export const WithoutDrawerToggle: Story = { args: { showDrawerToggle: false, height: 71 } };

export const Dark: Story = { args: { mode: 'dark' }, globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

const noop = () => {};
const resultStates = [
  { key: 'results', status: 'success', options: toOptions(searchFixture) },
  { key: 'loading', status: 'loading', options: [] },
  { key: 'empty', status: 'success', options: [] },
  { key: 'error', status: 'error', options: [] },
] as const;

/** The header bar, and the search popup in each state (the popup alone, open). */
export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
      <Box sx={{ transform: 'translateZ(0)', height: 90, overflow: 'hidden' }}>
        <HeaderStory {...args} />
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2, alignItems: 'start' }}
      >
        {resultStates.map((state) => (
          <Paper key={state.key} elevation={8}>
            <SearchResults
              listboxId={`all-${state.key}`}
              optionId={(index) => `all-${state.key}-${index}`}
              query="planning"
              status={state.status}
              options={[...state.options]}
              active={state.key === 'results' ? 1 : -1}
              onChoose={noop}
              onHover={noop}
              onRetry={noop}
              // A screenshot must not depend on how fast the machine is.
              slowThresholdMs={NEVER_SLOW}
              timeZone={VIEWER_ZONE}
            />
          </Paper>
        ))}
      </Box>
    </Box>
  ),
};

const [firstNotification] = someNotifications;
const firstReminderEventId =
  firstNotification?.kind === 'reminder' ? firstNotification.payload.eventId : '';
const notifications = new NotificationsStore(storedFor(someNotifications), () => NOTIFICATIONS_NOW);
// Hidden too: while the list is open the popover hides the rest of the page from the tree.
const bell = () => screen().getByRole('button', { name: /^Notifications/, hidden: true });

/** The header's mocks with these notification answers; the list asks the calendar's zone too. */
const withNotifications = (...handlers: RequestHandler[]) => ({
  msw: { handlers: [searchHandlers.success(), ...calendarHandlers(calendar), ...handlers] },
});
/** A story over a notification store, put back as it was before each run. */
const centreOf = (store: NotificationsStore) => ({
  beforeEach: () => store.restore(),
  parameters: withNotifications(...notificationHandlers(store)),
});

export const NotificationCentre: Story = {
  ...centreOf(notifications),
  play: async ({ canvasElement, step }) => {
    await step('the bell counts the unread ones', async () => {
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    });
    await step('a snoozed reminder leaves the list and the count, and says so', async () => {
      await userEvent.click(bell());
      const dialog = await screen().findByRole('dialog', { name: 'Notifications' });
      await within(dialog).findByText('Dentist appointment');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Snooze “Standup with the design team”' }),
      );
      await userEvent.click(await screen().findByRole('menuitem', { name: 'For 5 minutes' }));
      await expect(await screen().findByText('Snoozed')).toBeVisible();
      await waitFor(() =>
        expect(within(dialog).queryByText('Standup with the design team')).toBeNull(),
      );
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    });
    await step('opening a reminder marks it read and shows its event’s day', async () => {
      const dialog = screen().getByRole('dialog', { name: 'Notifications' });
      await userEvent.click(within(dialog).getByText('Dentist appointment'));
      await expectLocation(
        canvasElement,
        `/calendar/ada?event=${firstReminderEventId}&date=2026-04-10`,
      );
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    });
  },
};

export const NotificationCentreLive: Story = {
  ...centreOf(notifications),
  play: async ({ step }) => {
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await step('a reminder that comes raises the count and shows once', async () => {
      notifications.add({ ...storedFor([reminder(9, 'Call the plumber', { ago: 0 })])[0]! });
      await expect(await screen().findByText('Reminder: Call the plumber')).toBeVisible();
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
      await expect(screen().getAllByText('Reminder: Call the plumber')).toHaveLength(1);
    });
  },
};

export const NotificationCentreMarkAllRead: Story = {
  ...centreOf(notifications),
  play: async () => {
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    const dialog = await screen().findByRole('dialog', { name: 'Notifications' });
    const markAll = within(dialog).getByRole('button', { name: 'Mark all read' });
    // Enabled once the list has come and holds an unread one.
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    // The bell's count and the list are two queries: the list may refresh a moment later.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled(),
    );
  },
};

const pages = new NotificationsStore(storedFor(manyNotifications), () => NOTIFICATIONS_NOW);

export const NotificationCentrePaged: Story = {
  ...centreOf(pages),
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen().findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: /Starts/ })).toHaveLength(20),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: /Starts/ })).toHaveLength(40),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: /Starts/ })).toHaveLength(45),
    );
    await expect(within(dialog).queryByRole('button', { name: 'Show older' })).toBeNull();
  },
};

export const NotificationCentreLoading: Story = {
  parameters: withNotifications(notificationsLoading()),
  play: async () => {
    await userEvent.click(bell());
    const dialog = await screen().findByRole('dialog', { name: 'Notifications' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading your notifications' }),
    ).toBeVisible();
  },
};

export const NotificationCentreError: Story = {
  parameters: withNotifications(notificationsFailing()),
  play: async () => {
    await userEvent.click(bell());
    const dialog = await screen().findByRole('dialog', { name: 'Notifications' });
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
