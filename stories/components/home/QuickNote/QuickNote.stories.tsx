import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuickNote } from '@/components/home/QuickNote';
import { NOTE_LIMITS } from '@/api/schema';

const saved = () => fn(async (): Promise<string | null> => null);

const meta = {
  title: 'Components/Home/QuickNote',
  component: QuickNote,
  decorators: [
    (Story, { name }) => (
      <Box sx={{ maxWidth: name === 'All' ? undefined : 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: { onSave: saved() },
} satisfies Meta<typeof QuickNote>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: canvas.getByRole('textbox', { name: 'Title (optional)' }),
    text: canvas.getByRole('textbox', { name: 'Note' }),
    save: canvas.getByRole('button', { name: 'Save note' }),
  };
};

export const Playground: Story = {};

export const SavesAndClears: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { title, text, save } = fields(canvasElement);
    await step('title and text are sent, trimmed title', async () => {
      await userEvent.type(title, '  Errands ');
      await userEvent.type(text, 'Milk{Enter}Bread');
      await userEvent.click(save);
      await expect(args.onSave).toHaveBeenCalledWith({ title: 'Errands', text: 'Milk\nBread' });
    });
    await step('the box empties and is ready for the next thought', async () => {
      await waitFor(() => expect(text).toHaveValue(''));
      await expect(title).toHaveValue('');
      await expect(text).toHaveFocus();
    });
  },
};

export const CtrlEnterSaves: Story = {
  play: async ({ args, canvasElement }) => {
    const { text } = fields(canvasElement);
    await userEvent.type(text, 'Call the plumber');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledWith({ title: '', text: 'Call the plumber' });
    await waitFor(() => expect(text).toHaveValue(''));
  },
};

export const NeedsText: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, title, text, save } = fields(canvasElement);
    await userEvent.type(title, 'Only a title');
    await userEvent.click(save);
    await expect(canvas.getByText('Write something first.')).toBeVisible();
    await expect(text).toHaveFocus();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const TitleTooLong: Story = {
  args: { defaultValue: { title: 'T'.repeat(NOTE_LIMITS.title + 1), text: 'Body' } },
  play: async ({ args, canvasElement }) => {
    const { canvas, save } = fields(canvasElement);
    await userEvent.click(save);
    await expect(
      canvas.getByText(`The title can be at most ${NOTE_LIMITS.title} characters.`),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FailureKeepsText: Story = {
  args: {
    onSave: fn(
      async (): Promise<string | null> => 'The server is unavailable. Please try again later.',
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { canvas, title, text, save } = fields(canvasElement);
    await userEvent.type(title, 'Ideas');
    await userEvent.type(text, 'A bird feeder that tweets');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByText('The server is unavailable. Please try again later.'),
    ).toBeVisible();
    await expect(title).toHaveValue('Ideas');
    await expect(text).toHaveValue('A bird feeder that tweets');
  },
};

export const Saving: Story = {
  args: { saving: true, defaultValue: { title: 'Errands', text: 'Milk' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Note' });
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(text).toHaveAttribute('readonly');
    await userEvent.type(text, '{Control>}{Enter}{/Control}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const Romanian: Story = { globals: { locale: 'ro' } };

export const All: Story = {
  parameters: {
    // The grid repeats the widget on purpose, so its landmarks share names; a page has one each.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      <QuickNote {...args} />
      <QuickNote {...args} defaultValue={{ title: 'Errands', text: 'Milk\nBread\nCoffee' }} />
      <QuickNote {...args} saving defaultValue={{ title: '', text: 'Call the plumber' }} />
    </Box>
  ),
};
