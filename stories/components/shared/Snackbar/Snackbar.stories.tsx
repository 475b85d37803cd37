import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SNACKBAR_DEFAULTS } from '@/config';
import { ICON_VARIANTS, SNACKBAR_VARIANTS, type SnackbarTransition } from '@/state/snackbar';
import { SNACKBAR_TRANSITION_COMPONENTS } from '@/components/shared/Snackbar/snackbarTransitions';
import { SnackbarDemo } from './SnackbarDemo';
import { SnackbarGallery } from './SnackbarGallery';
import { expectClosed, openSnackbar, placement, screen } from './snackbarPlay';

const meta = {
  title: 'Components/Shared/Snackbar',
  component: SnackbarDemo,
  args: { onUndo: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: SNACKBAR_VARIANTS },
    transition: { control: 'select', options: Object.keys(SNACKBAR_TRANSITION_COMPONENTS) },
    iconVariant: { control: 'inline-radio', options: ICON_VARIANTS },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The one store-driven snackbar. `useSnackbar().open({ …, onUndo })` from anywhere; auto-hides after 1500 ms, or 8000 ms when it shows UNDO (paused while hovered or focused; Ctrl/⌘+Z undoes); a click elsewhere leaves it open.',
      },
    },
  },
} satisfies Meta<typeof SnackbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('opens with the product defaults: message, UNDO and close', async () => {
      const snackbar = await openSnackbar(canvasElement);
      await expect(snackbar).toHaveTextContent('Note archived');
      await expect(screen().getByRole('button', { name: 'UNDO' })).toBeVisible();
      await expect(screen().getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(placement(snackbar)).toEqual({ vertical: 'bottom', horizontal: 'right' });
    });
  },
};

export const UndoCallsHandler: Story = {
  play: async ({ canvasElement, args, step }) => {
    await openSnackbar(canvasElement);
    await step('UNDO runs the handler once and closes', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
      await expect(args.onUndo).toHaveBeenCalledTimes(1);
      await expectClosed();
    });
    await step('closing another way afterwards does not run it again', async () => {
      await openSnackbar(canvasElement);
      await userEvent.click(screen().getByRole('button', { name: 'Close' }));
      await expectClosed();
      await expect(args.onUndo).toHaveBeenCalledTimes(1);
    });
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await openSnackbar(canvasElement);
    await userEvent.click(screen().getByRole('button', { name: 'Close' }));
    await expectClosed();
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};

export const ClickAwayDoesNotClose: Story = {
  play: async ({ canvasElement, step }) => {
    const snackbar = await openSnackbar(canvasElement);
    await step('a click elsewhere leaves it open', async () => {
      await userEvent.click(screen().getByTestId('elsewhere'));
      await userEvent.click(document.body);
      // A click-away close would have dispatched synchronously; give React a frame to show it.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await expect(snackbar).toBeVisible();
      await expect(screen().getByRole('alert')).toBeInTheDocument();
    });
  },
};

/** An alert without UNDO: the short default time applies to a message with nothing to reach. */
export const HidesAfterTimeout: Story = {
  args: { variant: 'alert', actionButton: false },
  play: async ({ canvasElement, step }) => {
    const opened = performance.now();
    await openSnackbar(canvasElement);
    await step(`still open well before ${SNACKBAR_DEFAULTS.autoHideDuration} ms`, async () => {
      await new Promise((resolve) => setTimeout(resolve, SNACKBAR_DEFAULTS.autoHideDuration / 2));
      await expect(screen().getByRole('alert')).toBeVisible();
    });
    await step('gone on its own after the timeout', async () => {
      await waitFor(() => expect(screen().queryByRole('alert')).not.toBeInTheDocument(), {
        timeout: SNACKBAR_DEFAULTS.autoHideDuration * 3,
      });
      await expect(performance.now() - opened).toBeGreaterThanOrEqual(
        SNACKBAR_DEFAULTS.autoHideDuration,
      );
    });
  },
};

export const ReopenRestartsTimer: Story = {
  args: { variant: 'alert', actionButton: false },
  play: async ({ canvasElement }) => {
    await openSnackbar(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, SNACKBAR_DEFAULTS.autoHideDuration * 0.7));
    await openSnackbar(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, SNACKBAR_DEFAULTS.autoHideDuration * 0.7));
    // 1.4 × the timeout after the first open: only a restarted timer keeps it on screen.
    await expect(screen().getByRole('alert')).toBeVisible();
  },
};

export const UndoFromKeyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the message says how to undo from the keyboard', async () => {
      await openSnackbar(canvasElement);
      await expect(screen().getByRole('alert')).toHaveTextContent('Press Ctrl+Z to undo.');
      await expect(screen().getByRole('button', { name: 'UNDO' })).toHaveAttribute(
        'aria-keyshortcuts',
        'Control+Z Meta+Z',
      );
    });
    await step('Ctrl+Z runs UNDO once and closes', async () => {
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(args.onUndo).toHaveBeenCalledTimes(1);
      await expectClosed();
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(args.onUndo).toHaveBeenCalledTimes(1);
    });
  },
};

export const UndoShortcutLeavesTextFields: Story = {
  render: (args) => (
    <>
      <SnackbarDemo {...args} />
      <input aria-label="Draft" />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    await openSnackbar(canvasElement);
    await userEvent.click(screen().getByRole('textbox', { name: 'Draft' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onUndo).not.toHaveBeenCalled();
    await expect(screen().getByRole('alert')).toBeVisible();
  },
};

const transitionStory = (transition: SnackbarTransition): Story => ({
  args: { transition },
  play: async ({ canvasElement }) => {
    await openSnackbar(canvasElement);
    await userEvent.click(screen().getByRole('button', { name: 'Close' }));
    await expectClosed();
  },
});
export const TransitionFade = transitionStory('Fade');
export const TransitionSlideLeft = transitionStory('SlideLeft');
export const TransitionSlideUp = transitionStory('SlideUp');
export const TransitionSlideRight = transitionStory('SlideRight');
export const TransitionSlideDown = transitionStory('SlideDown');
export const TransitionGrow = transitionStory('Grow');

const anchorStory = (
  vertical: 'top' | 'bottom',
  horizontal: 'left' | 'center' | 'right',
  expected = { vertical, horizontal },
): Story => ({
  args: { anchorOrigin: { vertical, horizontal } },
  play: async ({ canvasElement }) => {
    const snackbar = await openSnackbar(canvasElement);
    await expect(placement(snackbar)).toEqual(expected);
  },
});
export const AnchorTopLeft = anchorStory('top', 'left');
export const AnchorTopCenter = anchorStory('top', 'center');
export const AnchorTopRight = anchorStory('top', 'right');
export const AnchorBottomLeft = anchorStory('bottom', 'left');
export const AnchorBottomCenter = anchorStory('bottom', 'center');
export const AnchorBottomRight = anchorStory('bottom', 'right');
/** `right` is the inline end: in rtl the default snackbar sits bottom left. */
export const RightToLeft: Story = {
  ...anchorStory('bottom', 'right', { vertical: 'bottom', horizontal: 'left' }),
  globals: { direction: 'rtl' },
};

export const AlertWithAction: Story = {
  args: {
    variant: 'alert',
    alert: { color: 'warning', variant: 'filled' },
    actionButton: true,
    iconVariant: 'default',
  },
  play: async ({ canvasElement, args }) => {
    const snackbar = await openSnackbar(canvasElement);
    await expect(snackbar.querySelector('.MuiAlert-filled.MuiAlert-colorWarning')).not.toBeNull();
    await expect(snackbar.querySelector('.MuiAlert-icon svg')).not.toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'UNDO' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expectClosed();
  },
};

export const AlertWithoutAction: Story = {
  args: { variant: 'alert', alert: { color: 'info', variant: 'outlined' } },
  play: async ({ canvasElement }) => {
    const snackbar = await openSnackbar(canvasElement);
    await expect(snackbar.querySelector('.MuiAlert-outlined.MuiAlert-colorInfo')).not.toBeNull();
    await expect(screen().queryByRole('button', { name: 'UNDO' })).not.toBeInTheDocument();
    await expect(snackbar.querySelector('.MuiAlert-icon')).toBeNull();
  },
};

export const WithoutClose: Story = {
  args: { close: false },
  play: async ({ canvasElement }) => {
    await openSnackbar(canvasElement);
    await expect(screen().queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(screen().getByRole('button', { name: 'UNDO' })).toBeVisible();
  },
};

export const Dense: Story = {
  args: { dense: true },
  play: async ({ canvasElement }) => {
    const snackbar = await openSnackbar(canvasElement);
    const content = snackbar.querySelector<HTMLElement>('.MuiSnackbarContent-root')!;
    await expect(getComputedStyle(content).paddingTop).toBe('0px');
  },
};

export const EmojiIcons: Story = {
  args: {
    variant: 'alert',
    alert: { color: 'success', variant: 'standard' },
    iconVariant: 'useemojis',
  },
  play: async ({ canvasElement }) => {
    const snackbar = await openSnackbar(canvasElement);
    await expect(snackbar.querySelector('.MuiAlert-icon')).toHaveTextContent('✅');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { variant: 'alert', alert: { color: 'error', variant: 'filled' }, actionButton: true },
  play: async ({ canvasElement }) => {
    await openSnackbar(canvasElement);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const snackbar = await openSnackbar(canvasElement);
    await expect(snackbar).toHaveTextContent('Note archivée');
    await expect(screen().getByRole('button', { name: 'ANNULER' })).toBeVisible();
  },
};

export const All: Story = {
  render: () => <SnackbarGallery />,
};
