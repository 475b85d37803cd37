import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationList } from '@/components/notifications/NotificationList';
import { wrongServices } from '@stories/mocks/apiErrors';
import {
  everyKind,
  longNotification,
  manyNotifications,
  someNotifications,
} from '@stories/mocks/notificationsFixtures';
import * as looks from '@stories/components/support/looks';
import * as states from '@stories/components/support/stateStories';

const ready = { status: 'ready', onRetry: fn() } as const;

const meta = {
  title: 'Components/Notifications/NotificationList',
  component: NotificationList,
  decorators: [
    (Story, { name }) => (
      <Paper variant="outlined" sx={{ width: name === 'All' ? undefined : 380 }}>
        <Story />
      </Paper>
    ),
  ],
  args: {
    query: ready,
    items: someNotifications,
    timeZone: 'UTC',
    hasMore: false,
    loadingMore: false,
    onMore: fn(),
    onOpen: fn(),
    onSnooze: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('newest first, unread ones named so, times in words', async () => {
      const rows = canvas.getAllByRole('button', { name: /Starts/ });
      await expect(rows).toHaveLength(4);
      await expect(rows[0]).toHaveAccessibleName(/^Unread: Dentist appointment/);
      await expect(rows[0]).toHaveTextContent('Starts Apr 10, 2026, 12:09 PM');
      await expect(rows[1]).toHaveTextContent('sent 7 minutes late');
      await expect(rows[2]).toHaveAccessibleName(/^Book club/);
      // An all-day reminder names its date only.
      await expect(rows[3]).toHaveTextContent('Starts Apr 10, 2026');
      await expect(rows[3]).not.toHaveTextContent('Starts Apr 10, 2026,');
    });
    await step('a click opens the notification', async () => {
      await userEvent.click(canvas.getByText('Dentist appointment'));
      await expect(args.onOpen).toHaveBeenCalledWith(someNotifications[0]);
    });
    await step('mark all read', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
      await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    });
  },
};

export const SnoozeMenu: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('each reminder has a snooze menu with three choices', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Snooze “Standup with the design team”' }),
      );
      const menu = await body.findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['For 5 minutes', 'For 1 hour', 'Until tomorrow, 9:00']);
    });
    await step('a choice snoozes that one and closes the menu', async () => {
      await userEvent.click(body.getByRole('menuitem', { name: 'For 1 hour' }));
      await expect(args.onSnooze).toHaveBeenCalledWith(someNotifications[1], '1h');
      await expect(args.onOpen).not.toHaveBeenCalled();
      await expect(body.queryByRole('menu')).toBeNull();
    });
  },
};

export const AllRead: Story = {
  args: { items: someNotifications.filter((item) => item.readAt !== null) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mark all read' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { query: { status: 'loading', onRetry: fn() }, items: [] },
  play: states.showsLoading('Loading your notifications'),
};

export const Error: Story = {
  args: { query: { status: 'error', error: wrongServices, onRetry: fn() }, items: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    await expect(alert).toHaveTextContent('We cannot reach Quire right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.query.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No notifications yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const Many: Story = {
  args: { items: manyNotifications.slice(0, 20), hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Starts/ })).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { items: manyNotifications.slice(0, 20), hasMore: true, loadingMore: true },
};

export const LongText: Story = {
  args: { items: [longNotification, ...someNotifications] },
  play: async ({ canvasElement }) => {
    // The title wraps inside the popover's width instead of widening it.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Each kind the server writes, and each way an agent's run ends, in its own words. */
export const EveryKind: Story = {
  args: { items: everyKind },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A row is named by its title (after "Unread: "); its snooze button names it in quotes.
    const row = (title: string) =>
      canvas.getByRole('button', { name: new RegExp(`^(Unread: )?[^“]*${title}`) });
    await expect(row('which files came in yesterday')).toHaveTextContent(
      'Automation ran; its answer is ready',
    );
    await expect(row('Summarise the lease')).toHaveTextContent("The agent's answer is ready");
    await expect(row('Weekly review')).toHaveTextContent('An automation waits for your approval');
    await expect(row('Plan the trip')).toHaveTextContent('The agent waits for your approval');
    await expect(row('Morning briefing')).toHaveTextContent(
      'Automation run failed · sent 10 minutes late',
    );
    await expect(row('Compare the two quotes')).toHaveTextContent("The agent's answer was stopped");
    await expect(row('Evening digest')).toHaveTextContent(
      'Automation run missed while the server was down',
    );
    await expect(row('Lease 2026.pdf')).toHaveTextContent('Read and ready for your questions');
    await expect(row('Scanned receipt.pdf')).toHaveTextContent('Could not be read');
    await expect(row('Grace Hopper')).toHaveTextContent('Shared their calendar with you (grace)');
    await userEvent.click(canvas.getByText('Plan the trip'));
    await expect(args.onOpen).toHaveBeenCalledWith(everyKind[3]);
  },
};

export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = looks.French;
export const Romanian: Story = looks.Romanian;
export const Chinese: Story = looks.Chinese;

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, 360px)' }}>
      <Paper variant="outlined">
        <NotificationList {...args} items={[longNotification, ...someNotifications]} />
      </Paper>
      <Paper variant="outlined">
        <NotificationList {...args} items={everyKind} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Paper variant="outlined">
          <NotificationList {...args} items={[]} />
        </Paper>
        <Paper variant="outlined">
          <NotificationList
            {...args}
            items={[]}
            query={{ status: 'loading', onRetry: fn() }}
            slowThresholdMs={states.NEVER_SLOW}
          />
        </Paper>
        <Paper variant="outlined">
          <NotificationList
            {...args}
            items={[]}
            query={{ status: 'error', error: wrongServices, onRetry: fn() }}
          />
        </Paper>
      </Box>
    </Box>
  ),
  decorators: [(Story) => <Story />],
  parameters: {
    // The grid repeats the list on purpose, so its regions share names; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};
