import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WidgetCard } from '@/components/home/WidgetCard';

const meta = {
  title: 'Components/Home/WidgetCard',
  component: WidgetCard,
  args: {
    title: 'Pinned notes',
    children: <Typography variant="body2">Pin the notes you reach for most.</Typography>,
  },
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
} satisfies Meta<typeof WidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The title names the landmark, so a screen reader lists "Pinned notes" among the regions.
    await expect(canvas.getByRole('region', { name: 'Pinned notes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pinned notes' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button size="small">See all</Button> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Pinned notes' });
    await expect(within(region).getByRole('button', { name: 'See all' })).toBeVisible();
  },
};

/** The action sits on the title's line without making the header taller (docs/performance.md). */
export const ActionKeepsTheHeight: Story = {
  // Two cards of one title side by side, to compare their heights; a page names each once.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start' }}>
      <WidgetCard {...args} />
      <WidgetCard {...args} action={<Button size="small">See all</Button>} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [plain, withAction] = within(canvasElement).getAllByRole('region');
    await expect(withAction!.getBoundingClientRect().height).toBe(
      plain!.getBoundingClientRect().height,
    );
  },
};

export const LongTitle: Story = {
  args: { title: 'Notes you pinned for the quarterly planning review and the offsite' },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { action: <Button size="small">See all</Button> },
};

export const All: Story = {
  decorators: [],
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 320px)' }}>
      <WidgetCard title="Pinned notes">
        <Typography variant="body2">Pin the notes you reach for most.</Typography>
      </WidgetCard>
      <WidgetCard title="Recent notes" action={<Button size="small">See all</Button>}>
        <Typography variant="body2">Weekly review · Groceries · Reading list</Typography>
      </WidgetCard>
      <WidgetCard title="Notes you pinned for the quarterly planning review">
        <Typography variant="body2">Long titles wrap inside the header.</Typography>
      </WidgetCard>
    </Box>
  ),
};
