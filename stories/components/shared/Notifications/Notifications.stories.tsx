import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_DEFAULTS } from '@/config';
import { initialSnackbarState } from '@/state/snackbar';
import { NotificationsDemo } from './NotificationsDemo';
import { NotificationsGallery } from './NotificationsGallery';
import {
  click,
  expectLogged,
  expectShown,
  logLines,
  notifications,
  numbered,
} from './notificationsPlay';

const meta = {
  title: 'Components/Shared/Notifications',
  component: NotificationsDemo,
  parameters: {
    settings: { snackbarMaxStack: 3 },
    docs: {
      description: {
        component:
          '`useNotify().notify(message, { variant, persist })` over notistack. Auto-hide 5000 ms; the stack limit is the `snackbarMaxStack` setting, live; when full the oldest non-persistent one leaves with reason `maxsnack`.',
      },
    },
  },
} satisfies Meta<typeof NotificationsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const SAMPLES = {
  default: 'Your note was shared with Ana.',
  success: 'Note saved.',
  error: 'The note could not be saved.',
  info: 'A new version of Quire is available.',
  warning: 'You are offline; changes are kept locally.',
} as const;

const variantStory = (variant: keyof typeof SAMPLES): Story => ({
  play: async ({ canvasElement }) => {
    await click(canvasElement, `Show ${variant}`);
    await expectShown([SAMPLES[variant]]);
    await expect(notifications()[0]).toHaveAttribute('data-variant', variant);
  },
});
export const VariantDefault = variantStory('default');
export const VariantSuccess = variantStory('success');
export const VariantError = variantStory('error');
export const VariantInfo = variantStory('info');
export const VariantWarning = variantStory('warning');

export const StackPastLimit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('three fit', async () => {
      for (let i = 0; i < 3; i += 1) await click(canvasElement, 'Show numbered');
      await expectShown([numbered(1), numbered(2), numbered(3)]);
    });
    await step('a fourth dismisses the oldest with reason maxsnack', async () => {
      await click(canvasElement, 'Show numbered');
      await expectLogged(canvasElement, 'notification-1 closing: maxsnack');
      await expectShown([numbered(2), numbered(3), numbered(4)]);
      await expectLogged(canvasElement, 'notification-4 entered');
    });
  },
};

export const PersistentPlusLimit: Story = {
  play: async ({ canvasElement, step }) => {
    const persistent = 'Sync paused until you reconnect.';
    await step('the persistent one survives a full stack', async () => {
      await click(canvasElement, 'Show persistent');
      for (let i = 0; i < 3; i += 1) await click(canvasElement, 'Show numbered');
      await expectLogged(canvasElement, 'notification-2 closing: maxsnack');
      await expectShown([persistent, numbered(2), numbered(3)]);
      await expect(logLines(canvasElement).join('\n')).not.toMatch(/notification-1 closing/);
    });
    await step('when every visible one is persistent, newcomers wait instead', async () => {
      await click(canvasElement, 'Limit 2');
      await waitFor(() => expect(notifications()).toHaveLength(2));
      await click(canvasElement, 'Show persistent');
      await waitFor(() => expect(notifications()).toHaveLength(2));
      await click(canvasElement, 'Show numbered');
      await expectShown([persistent, persistent]);
      await expect(logLines(canvasElement).join('\n')).not.toMatch(/notification-(1|5) closing/);
    });
    await step('closing a persistent one lets the waiting one in', async () => {
      const [first] = notifications();
      await userEvent.click(within(first!).getByRole('button', { name: 'Dismiss notification' }));
      await expectLogged(canvasElement, 'notification-1 closing: user');
      await expectShown([persistent, numbered(4)]);
    });
  },
};

export const LimitFollowsSettings: Story = {
  play: async ({ canvasElement, step }) => {
    await step('raising the setting to 5 lets five stack, without a reload', async () => {
      await click(canvasElement, 'Limit 5');
      await expect(within(canvasElement).getByTestId('limit')).toHaveTextContent('5');
      for (let i = 0; i < 5; i += 1) await click(canvasElement, 'Show numbered');
      await expectShown([1, 2, 3, 4, 5].map(numbered));
      await expect(logLines(canvasElement).join('\n')).not.toMatch(/maxsnack/);
    });
    await step('lowering it to 2 trims the oldest ones with reason maxsnack', async () => {
      await click(canvasElement, 'Limit 2');
      await expectShown([numbered(4), numbered(5)]);
      for (const n of [1, 2, 3]) {
        await expectLogged(canvasElement, `notification-${n} closing: maxsnack`);
      }
    });
  },
};

export const EventLog: Story = {
  parameters: { settings: { snackbarMaxStack: 2 } },
  play: async ({ canvasElement, step }) => {
    const lifecycle = (id: string) =>
      logLines(canvasElement).filter((line) => line.startsWith(`${id} `));
    await step('user: the close button', async () => {
      await click(canvasElement, 'Show success');
      await userEvent.click(
        await within(document.body).findByRole('button', { name: 'Dismiss notification' }),
      );
      await expectLogged(canvasElement, 'notification-1 exited');
      await expect(lifecycle('notification-1')).toEqual([
        'notification-1 queued',
        'notification-1 entered',
        'notification-1 closing: user',
        'notification-1 exited',
      ]);
    });
    await step('instructed: closed from code', async () => {
      await click(canvasElement, 'Show info');
      await expectLogged(canvasElement, 'notification-2 entered');
      await click(canvasElement, 'Close newest');
      await expectLogged(canvasElement, 'notification-2 closing: instructed');
      await expectLogged(canvasElement, 'notification-2 exited');
    });
    await step('maxsnack: the queue moves on', async () => {
      for (let i = 0; i < 3; i += 1) await click(canvasElement, 'Show numbered');
      await expectLogged(canvasElement, 'notification-3 closing: maxsnack');
      await expectLogged(canvasElement, 'notification-5 entered');
    });
    await step('timeout: after 5000 ms on screen', async () => {
      await expectLogged(
        canvasElement,
        'notification-4 closing: timeout',
        NOTIFICATION_DEFAULTS.autoHideDuration + 3000,
      );
      await expectLogged(canvasElement, 'notification-4 exited');
    });
  },
};

async function stackGap(canvasElement: HTMLElement) {
  await click(canvasElement, 'Show info');
  await click(canvasElement, 'Show success');
  await waitFor(() => expect(notifications()).toHaveLength(2));
  const [first, second] = notifications().map((element) => element.getBoundingClientRect());
  // Whichever way the stack grows, the gap is the space between the two boxes.
  return Math.max(first!.top - second!.bottom, second!.top - first!.bottom);
}

export const Dense: Story = {
  parameters: { preloadedState: { snackbar: { ...initialSnackbarState, dense: true } } },
  play: async ({ canvasElement }) => {
    await expect(await stackGap(canvasElement)).toBeLessThanOrEqual(4);
  },
};

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(await stackGap(canvasElement)).toBeGreaterThanOrEqual(10);
  },
};

export const EmojiIcons: Story = {
  parameters: {
    preloadedState: { snackbar: { ...initialSnackbarState, iconVariant: 'useemojis' } },
  },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show warning');
    await waitFor(() => expect(notifications()[0]).toHaveTextContent('⚠️'));
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'Show info');
    await waitFor(() => expect(notifications()).toHaveLength(1));
    const rect = notifications()[0]!.getBoundingClientRect();
    // Bottom left in ltr, so bottom right (the inline start) in rtl.
    await expect(rect.left + rect.width / 2).toBeGreaterThan(window.innerWidth / 2);
    await expect(rect.top).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    for (const variant of ['default', 'success', 'error'] as const) {
      await click(canvasElement, `Show ${variant}`);
    }
    await waitFor(() => expect(notifications()).toHaveLength(3));
  },
};

export const All: Story = {
  render: () => <NotificationsGallery />,
};
