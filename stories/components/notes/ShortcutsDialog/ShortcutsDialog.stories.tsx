import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsDialog } from '@/components/notes/ShortcutsDialog';

const screen = () => within(document.body);

const meta = {
  title: 'Components/Notes/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Keyboard shortcuts' });
    await step('lists each shortcut with its key', async () => {
      for (const [action, key] of [
        ['New note', 'n'],
        ['Search notes', '/'],
        ['Close the editor', 'Esc'],
        ['Show this list', '?'],
      ]) {
        const term = within(dialog).getByText(action!);
        await expect(term.nextElementSibling).toHaveTextContent(key!);
      }
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
// Rendered in place inside a transformed box (which contains the fixed-position dialog) so the
// screenshot suite captures it.
export const All: Story = {
  render: (args) => (
    <Box
      sx={{
        position: 'relative',
        inlineSize: 720,
        blockSize: 420,
        transform: 'translateZ(0)',
        overflow: 'hidden',
      }}
    >
      <ShortcutsDialog {...args} disablePortal />
    </Box>
  ),
};
