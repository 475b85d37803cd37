import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftOffer } from '@/components/DraftOffer';
import { FIXED_NOW } from '@stories/mocks/accounts';

const meta = {
  title: 'Components/DraftOffer',
  component: DraftOffer,
  args: { savedAt: FIXED_NOW, onRestore: fn(), onDiscard: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Shown by an editor that finds unsaved changes kept by `useDraft` (for example after the session ended mid-edit and the user signed in again).',
      },
    },
  },
} satisfies Meta<typeof DraftOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RestoreOrDiscard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('says when the changes were made, in the locale', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Mar 2, 2026');
    });
    await step('each button answers once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
      await expect(args.onRestore).toHaveBeenCalledOnce();
      await expect(args.onDiscard).toHaveBeenCalledOnce();
    });
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 mars 2026');
  },
};
export const Chinese: Story = { globals: { locale: 'zh' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = { globals: { mode: 'dark' } };

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <DraftOffer {...args} />
      <Box sx={{ maxWidth: 320 }}>
        <DraftOffer {...args} />
      </Box>
    </Box>
  ),
};
