import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SlashMenu } from '@/components/agent/SlashMenu';
import { slashCommands } from '@stories/mocks/agentFixtures';

const meta = {
  title: 'Components/Agent/SlashMenu',
  component: SlashMenu,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
  args: { id: 'slash', commands: slashCommands, activeIndex: 0, onPick: fn() },
} satisfies Meta<typeof SlashMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each command shows its usage and help', async () => {
      const options = canvas.getAllByRole('option');
      await expect(options).toHaveLength(slashCommands.length);
      await expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('/event <title> <when>')).toBeVisible();
    });
    await step('a click picks the command', async () => {
      await userEvent.click(canvas.getByRole('option', { name: /\/today/ }));
      await expect(args.onPick).toHaveBeenCalledWith('today');
    });
  },
};

export const Narrowed: Story = { args: { commands: ['event'], activeIndex: 0 } };
export const SecondHighlighted: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
  },
};
export const NothingMatches: Story = {
  args: { commands: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <SlashMenu {...args} id="all" />
      <SlashMenu {...args} id="narrowed" commands={['event', 'help']} activeIndex={1} />
    </Box>
  ),
};
