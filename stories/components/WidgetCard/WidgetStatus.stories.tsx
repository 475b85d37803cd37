import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WidgetCard, WidgetStatus } from '@/components/WidgetCard';

const meta = {
  title: 'Components/WidgetStatus',
  component: WidgetStatus,
  args: {
    status: 'loading',
    loadingLabel: 'Loading pinned notes',
    error: 'Your pinned notes could not be loaded.',
    retryLabel: 'Retry',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <WidgetCard title="Pinned notes">{Story()}</WidgetCard>
      </Box>
    ),
  ],
} satisfies Meta<typeof WidgetStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading pinned notes' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Slow: Story = {
  args: { slowThresholdMs: 0 },
  play: async ({ canvasElement }) => {
    // The hint says the wait is longer than usual once the threshold has passed.
    const canvas = within(canvasElement);
    const hint = await canvas.findByText(/Still loading/);
    await expect(hint).toBeVisible();
    // It lies over the skeleton's last row, so the widget is no taller than without it.
    const skeleton = canvas.getByRole('progressbar').getBoundingClientRect();
    await expect(hint.getBoundingClientRect().bottom).toBeLessThanOrEqual(skeleton.bottom);
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your pinned notes could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    status: 'error',
    error:
      'Your pinned notes could not be loaded because the server did not answer in time; the notes themselves are safe.',
  },
};

export const Dark: Story = { args: { status: 'error' }, globals: { mode: 'dark' } };
export const RightToLeft: Story = { args: { status: 'error' }, globals: { direction: 'rtl' } };
