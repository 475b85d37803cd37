import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftOf, EventConflictDialog } from '@/components/calendar/EventDialog';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import { calendarStoreWith, ME } from '@stories/mocks/calendar';

const store = calendarStoreWith();
const opened = store.open(ME.owner.username);
const theirs =
  'ok' in opened ? opened.ok.events.find((event) => event.title === 'Piano lesson')! : undefined!;
const mine = {
  ...draftOf(theirs),
  title: 'Piano lesson (moved)',
  startTime: '12:00',
  endTime: '13:30',
};

const meta = {
  title: 'Components/Calendar/EventDialog/Conflict',
  component: EventConflictDialog,
  args: { open: true, mine, theirs, onKeepMine: fn(), onTakeTheirs: fn() },
} satisfies Meta<typeof EventConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conflict: Story = {
  play: async ({ args }) => {
    const box = within(
      within(document.body).getByRole('dialog', { name: 'This event changed elsewhere' }),
    );
    await expect(box.getByText('Piano lesson (moved)')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  render: (args) => (
    <DialogFrame width={1100} height={520}>
      <EventConflictDialog {...args} disablePortal />
    </DialogFrame>
  ),
};
