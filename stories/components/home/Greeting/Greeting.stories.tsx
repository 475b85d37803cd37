import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Greeting } from '@/components/home/Greeting';

// Local-time constructors keep the hour fixed whatever zone the browser runs in.
const morning = new Date(2026, 2, 14, 9, 30);
const afternoon = new Date(2026, 2, 14, 14, 0);
const evening = new Date(2026, 2, 14, 21, 15);

const meta = {
  title: 'Components/Home/Greeting',
  component: Greeting,
  args: { name: 'Ada Lovelace', now: morning },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Good morning, Ada Lovelace',
    );
    await expect(canvas.getByText('Saturday, March 14, 2026')).toBeVisible();
  },
};

export const Afternoon: Story = {
  args: { now: afternoon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Good afternoon');
  },
};

export const Evening: Story = {
  args: { now: evening },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Good evening');
  },
};

export const LongName: Story = {
  args: { name: 'Augusta Ada King, Countess of Lovelace, née Byron, of Ockham Park' },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('samedi 14 mars 2026')).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {[morning, afternoon, evening].map((now) => (
        <Greeting key={now.toISOString()} {...args} now={now} />
      ))}
    </Box>
  ),
};
