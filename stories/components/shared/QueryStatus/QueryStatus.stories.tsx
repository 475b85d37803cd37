import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryStatus, type QueryStatusProps } from '@/components/shared/QueryStatus';
import { WIDGET_SKELETON, WidgetCard } from '@/components/home/WidgetCard';
import { rateLimited, wrongServices } from '@stories/mocks/apiErrors';
import * as looks from '@stories/components/support/looks';
import * as states from '@stories/components/support/stateStories';

const meta = {
  title: 'Components/Shared/QueryStatus',
  component: QueryStatus,
  args: {
    status: 'loading',
    loadingLabel: 'Loading pinned notes',
    skeleton: WIDGET_SKELETON,
    errorTitle: 'Your pinned notes could not be loaded.',
    error: wrongServices,
    onRetry: fn(),
    children: <Typography>Three pinned notes</Typography>,
  },
  decorators: [
    (Story, { name }) =>
      name === 'All' ? (
        Story()
      ) : (
        <Box sx={{ maxWidth: 360 }}>
          <WidgetCard title="Pinned notes">{Story()}</WidgetCard>
        </Box>
      ),
  ],
} satisfies Meta<typeof QueryStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading pinned notes' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
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
    // It lies over the skeleton's last row, so the list is no taller than without it.
    const skeleton = canvas.getByRole('progressbar').getBoundingClientRect();
    await expect(hint.getBoundingClientRect().bottom).toBeLessThanOrEqual(skeleton.bottom);
  },
};

export const FailedWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('what failed, then why, in the user’s words', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your pinned notes could not be loaded. We cannot reach Quire right now.',
      );
    });
    await step('one retry per click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledOnce();
    });
  },
};

export const FailedWithWait: Story = {
  args: { status: 'error', error: rateLimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Too many attempts\. Try again in \d+ seconds?\./,
    );
  },
};

export const Empty: Story = {
  args: {
    status: 'ready',
    empty: <Typography color="text.secondary">Pin a note to keep it here.</Typography>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pin a note to keep it here.')).toBeVisible();
    await expect(canvas.queryByText('Three pinned notes')).toBeNull();
  },
};

export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Three pinned notes')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    status: 'error',
    errorTitle:
      'Your pinned notes could not be loaded because the server did not answer in time; the notes themselves are safe.',
  },
};

export const Dark: Story = { ...looks.Dark, args: { status: 'error' } };
export const RightToLeft: Story = { ...looks.RightToLeft, args: { status: 'error' } };
export const French: Story = { ...looks.French, args: { status: 'error' } };
export const Chinese: Story = { ...looks.Chinese, args: { status: 'error' } };

const variants: states.Variant<QueryStatusProps>[] = [
  // The slow hint has its own cell; a screenshot must not depend on how fast the machine is.
  { label: 'loading', props: { slowThresholdMs: states.NEVER_SLOW } },
  { label: 'slow', props: { slowThresholdMs: 0 } },
  { label: 'error', props: { status: 'error' } },
  {
    label: 'empty',
    props: {
      status: 'ready',
      empty: <Typography color="text.secondary">Pin a note to keep it here.</Typography>,
    },
  },
  { label: 'ready', props: { status: 'ready' } },
];

/** In a widget's frame, as Home shows it. */
function InWidget(props: QueryStatusProps) {
  return (
    <WidgetCard title="Pinned notes">
      <QueryStatus {...props} />
    </WidgetCard>
  );
}

export const All: Story = {
  ...states.allVariants(InWidget, variants, 3),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Still loading/);
  },
};
