import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SlowLoadingHint } from '@/components/shared/SlowLoadingHint';
import { CACHE_POLICY } from '@/config';

const meta = {
  title: 'Components/Shared/SlowLoadingHint',
  component: SlowLoadingHint,
  args: { loading: true },
} satisfies Meta<typeof SlowLoadingHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AppearsAfterThreeSeconds: Story = {
  play: async ({ canvasElement, step }) => {
    const started = performance.now();
    const status = within(canvasElement).getByRole('status');
    await step('silent at first', async () => {
      await expect(status).toHaveTextContent('');
    });
    await step('the hint after 3 s', async () => {
      await waitFor(() => expect(status).toHaveTextContent('Still loading'), {
        timeout: CACHE_POLICY.loadingSlowMs * 2,
      });
      await expect(performance.now() - started).toBeGreaterThanOrEqual(
        CACHE_POLICY.loadingSlowMs - 50,
      );
    });
  },
};

export const NotLoading: Story = {
  args: { loading: false, thresholdMs: 0 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const Romanian: Story = {
  args: { thresholdMs: 0 },
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Încă se încarcă'),
    );
  },
};

export const All: Story = {
  args: { thresholdMs: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Still loading'),
    );
  },
};
