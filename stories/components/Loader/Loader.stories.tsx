import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from '@/components/Loader';
import { ProgressBar } from '@/components/ProgressBar';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { fullScreen: false },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const FullScreen: Story = {
  args: { fullScreen: true },
  parameters: { layout: 'fullscreen' },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement');
  },
};

/** The page-chunk bar is fixed to the top of the window, full width, 4 px. */
export const PageProgressBar: Story = {
  render: () => <ProgressBar />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.height).toBe(4);
    await expect(box.width).toBe(document.documentElement.clientWidth);
  },
};

// The page bar animates without end, so the gallery holds the loader only.
export const All: Story = {
  render: () => <Loader fullScreen={false} />,
};
