import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  NotificationBell,
  type NotificationBellProps,
} from '@/components/notifications/NotificationBell';
import * as looks from '@stories/components/support/looks';

/** The bell with its open state kept, as the header keeps it. */
function Bell(props: Omit<NotificationBellProps, 'open' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <NotificationBell
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    >
      <Typography sx={{ p: 2 }}>The list goes here.</Typography>
    </NotificationBell>
  );
}

const meta = {
  title: 'Components/Notifications/NotificationBell',
  component: Bell,
  args: { unread: 3, onOpenChange: fn() },
} satisfies Meta<typeof Bell>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button');

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('the count is in the badge and in the name', async () => {
      await expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 3 unread');
      await expect(bell(canvasElement)).toHaveTextContent('3');
    });
    await step('a click opens the list in a dialog; Escape closes it', async () => {
      await userEvent.click(bell(canvasElement));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      const dialog = await body.findByRole('dialog', { name: 'Notifications' });
      await expect(dialog).toHaveTextContent('The list goes here.');
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications');
    await expect(bell(canvasElement)).not.toHaveTextContent('0');
  },
};

export const CountUnknown: Story = { args: { unread: null } };

export const ManyUnread: Story = {
  args: { unread: 120 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 99+ unread');
    await expect(bell(canvasElement)).toHaveTextContent('99+');
  },
};

export const Dark: Story = looks.Dark;
export const RightToLeft: Story = looks.RightToLeft;
export const French: Story = { ...looks.French, args: { unread: 2 } };
export const Romanian: Story = {
  ...looks.Romanian,
  args: { unread: 2 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName('Notificări, 2 necitite');
  },
};
export const Chinese: Story = {
  ...looks.Chinese,
  args: { unread: 1 },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName('通知，1 条未读');
  },
};

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 3 }}>
      {[null, 0, 3, 120].map((unread) => (
        <Bell key={String(unread)} {...args} unread={unread} />
      ))}
    </Box>
  ),
};
