import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAVE_STATES, SaveStatus } from '@/components/shared/SaveStatus';

const meta = {
  title: 'Components/Shared/SaveStatus',
  component: SaveStatus,
  args: { state: 'saved' },
  argTypes: { state: { control: 'inline-radio', options: SAVE_STATES } },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Saved');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
  },
};
export const Unsaved: Story = { args: { state: 'unsaved' } };
export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Offline/);
  },
};
export const Error: Story = { args: { state: 'error' } };
export const French: Story = {
  args: { state: 'unsaved' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Modifications non enregistrées',
    );
  },
};

export const All: Story = {
  render: () => (
    <Stack spacing={1}>
      {SAVE_STATES.map((state) => (
        <SaveStatus key={state} state={state} />
      ))}
    </Stack>
  ),
};
