import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CalendarUnavailable,
  LeaveCalendarDialog,
  ReadOnlyBanner,
} from '@/components/calendar/CalendarNotices';
import { calendarLink } from '@/routes/paths';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Calendar/CalendarNotices',
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

/** The grantee's say over a calendar shared with them: hide it from the picker, or leave. */
const onHiddenChange = fn();
const onLeave = fn();
const playShared: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  onHiddenChange.mockClear();
  onLeave.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: 'Hide from my calendars' }));
  await expect(onHiddenChange).toHaveBeenCalledWith(true);
  await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
  await expect(onLeave).toHaveBeenCalled();
};
const sharedBanner = () => (
  <ReadOnlyBanner ownerName="Mihai Ionescu" onHiddenChange={onHiddenChange} onLeave={onLeave} />
);
export const SharedWithActions: Story = { render: sharedBanner, play: playShared };
export const SharedWithActionsDark: Story = {
  render: sharedBanner,
  globals: { mode: 'dark' },
  play: playShared,
};
export const SharedWithActionsRightToLeft: Story = {
  render: sharedBanner,
  globals: { direction: 'rtl' },
  play: playShared,
};

const playHidden: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  onHiddenChange.mockClear();
  await expect(canvas.getByRole('status')).toHaveTextContent(/hidden from your calendars/);
  await userEvent.click(canvas.getByRole('button', { name: 'Show in my calendars' }));
  await expect(onHiddenChange).toHaveBeenCalledWith(false);
};
const hiddenBanner = () => (
  <ReadOnlyBanner
    ownerName="Mihai Ionescu"
    hidden
    onHiddenChange={onHiddenChange}
    onLeave={onLeave}
  />
);
export const Hidden: Story = { render: hiddenBanner, play: playHidden };
export const HiddenDark: Story = {
  render: hiddenBanner,
  globals: { mode: 'dark' },
  play: playHidden,
};
export const HiddenRightToLeft: Story = {
  render: hiddenBanner,
  globals: { direction: 'rtl' },
  play: playHidden,
};

const onConfirmLeave = fn();
const playLeave: Story['play'] = async () => {
  const dialog = within(document.body).getByRole('dialog', {
    name: 'Leave Mihai Ionescu’s calendar?',
  });
  await expect(dialog).toHaveTextContent(/stays out of your calendars until you choose/);
  onConfirmLeave.mockClear();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Leave calendar' }));
  await expect(onConfirmLeave).toHaveBeenCalled();
};
const leaveDialog = () => (
  <LeaveCalendarDialog ownerName="Mihai Ionescu" onConfirm={onConfirmLeave} onCancel={fn()} />
);
export const LeaveConfirmation: Story = { render: leaveDialog, play: playLeave };
export const LeaveConfirmationDark: Story = {
  render: leaveDialog,
  globals: { mode: 'dark' },
  play: playLeave,
};
export const LeaveConfirmationRightToLeft: Story = {
  render: leaveDialog,
  globals: { direction: 'rtl' },
  play: playLeave,
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
