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
    query: { status: 'loading', error: wrongServices, onRetry: fn() },
    messages: { loading: 'home.notes.pinned.loading', error: 'home.notes.pinned.error' },
    skeleton: WIDGET_SKELETON,
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

const failed = { ...meta.args.query, status: 'error' } as const;
const ready = { ...meta.args.query, status: 'ready' } as const;

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
  args: { query: failed },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('what failed, then why, in the user’s words', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your pinned notes could not be loaded. We cannot reach Quire right now.',
      );
    });
    await step('one retry per click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.query.onRetry).toHaveBeenCalledOnce();
    });
  },
};

export const FailedWithWait: Story = {
  args: { query: { ...meta.args.query, status: 'error', error: rateLimited } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Too many attempts\. Try again in \d+ seconds?\./,
    );
  },
};

export const Empty: Story = {
  args: {
    query: ready,
    empty: <Typography color="text.secondary">Pin a note to keep it here.</Typography>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pin a note to keep it here.')).toBeVisible();
    await expect(canvas.queryByText('Three pinned notes')).toBeNull();
  },
};

export const Ready: Story = {
  args: { query: ready },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Three pinned notes')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

// A long title and reason (Romanian) in a narrow frame wrap beside the retry button.
export const LongText: Story = {
  args: { query: failed },
  globals: { locale: 'ro' },
  decorators: [(Story) => <Box sx={{ maxWidth: 240 }}>{Story()}</Box>],
};

export const Dark: Story = { ...looks.Dark, args: { query: failed } };
export const RightToLeft: Story = { ...looks.RightToLeft, args: { query: failed } };
export const French: Story = { ...looks.French, args: { query: failed } };
export const Chinese: Story = { ...looks.Chinese, args: { query: failed } };

const variants: states.Variant<QueryStatusProps>[] = [
  // The slow hint has its own cell; a screenshot must not depend on how fast the machine is.
  { label: 'loading', props: { slowThresholdMs: states.NEVER_SLOW } },
  { label: 'slow', props: { slowThresholdMs: 0 } },
  { label: 'error', props: { query: failed } },
  {
    label: 'empty',
    props: {
      query: ready,
      empty: <Typography color="text.secondary">Pin a note to keep it here.</Typography>,
    },
  },
  { label: 'ready', props: { query: ready } },
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
