import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from '@/components/launch/Countdown';

const TARGET = new Date('2027-03-01T09:00:00Z');

const meta = {
  title: 'Components/Launch/Countdown',
  component: Countdown,
  args: { target: TARGET, now: new Date('2027-02-28T08:59:58Z') },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // One day, zero hours and minutes, two seconds; singular and plural units.
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      '01day00hours00minutes02seconds',
    );
  },
};

export const Launched: Story = {
  args: { now: new Date('2027-03-02T00:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We have launched!')).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  args: { now: new Date('2027-01-30T09:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('30de zile');
    // 2–19 take the Romanian 'few' form: 'zile' without 'de'.
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00ore');
  },
};

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Countdown target={TARGET} now={new Date('2026-11-20T12:00:00Z')} />
      <Countdown target={TARGET} now={new Date('2027-02-28T08:59:58Z')} />
      <Countdown target={TARGET} now={new Date('2027-03-02T00:00:00Z')} />
    </Box>
  ),
};
