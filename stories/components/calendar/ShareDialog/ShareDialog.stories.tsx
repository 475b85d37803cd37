import Box from '@mui/material/Box';
import { dialogTile } from '@stories/components/support/stateStories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { ShareDialog } from '@/components/calendar/ShareDialog';
import { SHARES } from '@stories/mocks/calendar';

const NO_SUCH_USER: ApiError = {
  status: 404,
  code: 'not_found',
  message: 'There is no user with that name.',
  fields: { username: 'invalid' },
};

const meta = {
  title: 'Components/Calendar/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onClose: fn(),
    shares: SHARES,
    status: 'ready',
    onGrant: fn(async (username: string) => {
      if (username === 'nobody') throw NO_SUCH_USER;
    }),
    onRevoke: fn(),
    onRetry: fn(),
    feedActive: false,
    feedUrl: null,
    onNewFeed: fn(),
    onRevokeFeed: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Share your calendar' });

export const Playground: Story = {};

export const Granting: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.type(box.getByRole('textbox', { name: 'Username' }), 'ioana');
    await userEvent.click(box.getByRole('button', { name: 'Share' }));
    await expect(args.onGrant).toHaveBeenCalledWith('ioana');
    await waitFor(() => expect(box.getByRole('textbox', { name: 'Username' })).toHaveValue(''));
  },
};

export const UnknownUser: Story = {
  play: async () => {
    const box = within(dialog());
    await userEvent.type(box.getByRole('textbox', { name: 'Username' }), 'nobody');
    await userEvent.click(box.getByRole('button', { name: 'Share' }));
    await expect(await box.findByText('There is no user called nobody.')).toBeVisible();
  },
};

export const Revoking: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Stop sharing with Mihai Ionescu' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith('mihai');
  },
};

export const NewFeedAddress: Story = {
  args: {
    feedActive: true,
    feedUrl:
      'http://127.0.0.1:3000/api/calendar-feeds/Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MA.ics',
  },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByRole('textbox', { name: 'Subscription address' })).toHaveValue(
      args.feedUrl!,
    );
    await userEvent.click(box.getByRole('button', { name: 'Turn off' }));
    await expect(args.onRevokeFeed).toHaveBeenCalledOnce();
  },
};

export const NobodyYet: Story = {
  args: { shares: [] },
  play: async () => {
    await expect(
      within(dialog()).getByText('Your calendar is not shared with anyone.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await expect(
      within(dialog()).getByRole('progressbar', { name: 'Loading who can see your calendar' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    await expect(
      within(dialog()).getByText('The list of people could not be loaded.'),
    ).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    shares: [
      {
        username: 'a_username_that_is_thirty_ch',
        name: 'Maria-Magdalena Constantinescu-Vasilescu de la Dealul Mare',
        grantedAt: '2026-03-01T10:00:00.000Z',
      },
    ],
  },
};

/** A password reset turned the feed off; the dialog says when and how to get a new one. */
const FEED_RESET_AT = '2026-03-12T08:15:00.000Z';
const playFeedReset: Story['play'] = async ({ args }) => {
  const box = within(dialog());
  await expect(box.getByText(/stopped working when your password was reset on/)).toHaveTextContent(
    /March 12, 2026/,
  );
  await userEvent.click(box.getByRole('button', { name: 'Make a private address' }));
  await expect(args.onNewFeed).toHaveBeenCalled();
};
export const FeedResetByPassword: Story = {
  args: { feedResetAt: FEED_RESET_AT },
  play: playFeedReset,
};
export const FeedResetByPasswordDark: Story = {
  args: { feedResetAt: FEED_RESET_AT },
  globals: { mode: 'dark' },
  play: playFeedReset,
};
export const FeedResetByPasswordRightToLeft: Story = {
  args: { feedResetAt: FEED_RESET_AT },
  globals: { direction: 'rtl' },
  play: playFeedReset,
};
/** A reader who has not shared back is named by username only. */
export const ReaderWithoutName: Story = {
  args: {
    shares: [{ username: 'ioana', name: null, grantedAt: '2026-03-02T10:00:00.000Z' }],
  },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByText('@ioana')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Stop sharing with @ioana' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

const tile = dialogTile(640, 620);

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tile(<ShareDialog {...args} disablePortal />)}
      {tile(
        <ShareDialog
          {...args}
          shares={[]}
          feedActive
          feedUrl="http://127.0.0.1/api/calendar-feeds/mock-secret-token-0123456789abcdef.ics"
          disablePortal
        />,
      )}
    </Box>
  ),
};
