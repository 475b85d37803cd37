import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTE_LIMITS } from '@/api/schema';
import { TagPicker } from '@/components/notes/TagPicker';

function Controlled({
  initial,
  options,
  onChange,
}: {
  initial: string[];
  options: string[];
  onChange: (tags: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TagPicker
      value={value}
      options={options}
      onChange={(tags) => {
        setValue(tags);
        onChange(tags);
      }}
    />
  );
}

const meta = {
  title: 'Components/Notes/TagPicker',
  component: TagPicker,
  args: { value: ['work'], options: ['work', 'home', 'ideas', 'books'], onChange: fn() },
  render: (args) => (
    <Controlled initial={args.value} options={args.options} onChange={args.onChange} />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await step('typing a new tag and Enter adds it, lowercased', async () => {
      await userEvent.type(input, 'Travel{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['work', 'travel']);
    });
    await step('a comma also ends a tag', async () => {
      await userEvent.type(input, 'garden,');
      await expect(args.onChange).toHaveBeenLastCalledWith(['work', 'travel', 'garden']);
    });
    await step('existing tags are offered, without those already chosen', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const listbox = await within(document.body).findByRole('listbox');
      await expect(within(listbox).queryByText('work')).toBeNull();
      await userEvent.click(within(listbox).getByText('home'));
      await expect(args.onChange).toHaveBeenLastCalledWith(['work', 'travel', 'garden', 'home']);
    });
    await step('Backspace in the empty field removes the last tag', async () => {
      await userEvent.type(input, '{Backspace}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['work', 'travel', 'garden']);
    });
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Tags' }),
      `${'x'.repeat(NOTE_LIMITS.tag + 1)}{Enter}`,
    );
    await expect(
      canvas.getByText(`A tag can have at most ${NOTE_LIMITS.tag} characters.`),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { value: [], options: [] } };
export const ManyTags: Story = {
  args: {
    value: ['work', 'home', 'ideas', 'books', 'a-long-tag-name-for-wrapping', 'travel', 'garden'],
  },
};
export const Disabled: Story = { render: (args) => <TagPicker {...args} disabled /> };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  render: () => (
    <Stack spacing={2}>
      <TagPicker value={[]} options={[]} onChange={() => undefined} />
      <TagPicker value={['work', 'home']} options={['ideas']} onChange={() => undefined} />
      <TagPicker value={['archived']} options={[]} onChange={() => undefined} disabled />
    </Stack>
  ),
};
