import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarUnavailable, ReadOnlyBanner } from '@/components/CalendarNotices';
import { calendarLink } from '@/routes/paths';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/CalendarNotices',
  component: CalendarUnavailable,
  decorators: [withMemoryRouter],
  args: { reason: 'not_shared', username: 'radu', myCalendarLink: calendarLink('ana') },
} satisfies Meta<typeof CalendarUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotShared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not shared with you' })).toBeVisible();
    await expect(canvas.getByText(/radu has not shared their calendar with you/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my calendar' })).toHaveAttribute(
      'href',
      '/calendar/ana',
    );
  },
};

export const NotFound: Story = {
  args: { reason: 'not_found', username: 'nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No such calendar' })).toBeVisible();
    await expect(canvas.getByText(/There is no user called nobody/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  render: () => <ReadOnlyBanner ownerName="Mihai Ionescu" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /Mihai Ionescu’s calendar\. It is shared with you read-only/,
    );
  },
};

export const LongName: Story = {
  args: { username: 'a_username_that_is_thirty_ch' },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReadOnlyBanner ownerName="Maria-Magdalena Constantinescu-Vasilescu de la Dealul Mare" />
      <CalendarUnavailable {...args} />
    </Box>
  ),
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ReadOnlyBanner ownerName="Mihai Ionescu" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <CalendarUnavailable {...args} reason="not_shared" />
        <CalendarUnavailable {...args} reason="not_found" username="nobody" />
      </Box>
    </Box>
  ),
};
