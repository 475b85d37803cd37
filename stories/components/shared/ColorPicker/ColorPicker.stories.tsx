import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NoteColor } from '@/api/schema';
import { ColorPicker } from '@/components/shared/ColorPicker';

function Controlled({
  initial,
  onChange,
}: {
  initial: NoteColor;
  onChange: (color: NoteColor) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      value={value}
      onChange={(color) => {
        setValue(color);
        onChange(color);
      }}
    />
  );
}

const meta = {
  title: 'Components/Shared/ColorPicker',
  component: ColorPicker,
  args: { value: 'default', onChange: fn(), disabled: false },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Controlled initial={args.value} onChange={args.onChange} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('one radio per colour, the current one checked', async () => {
      await expect(canvas.getAllByRole('radio')).toHaveLength(9);
      await expect(canvas.getByRole('radio', { name: 'Default' })).toBeChecked();
    });
    await step('clicking a swatch picks it', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('blue');
      await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    });
    await step('arrow keys move the choice and the focus', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith('purple');
      await expect(canvas.getByRole('radio', { name: 'Purple' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith('teal');
    });
  },
};

export const Selected: Story = { args: { value: 'green' } };
export const Disabled: Story = { args: { value: 'red', disabled: true } };
export const Dark: Story = { args: { value: 'yellow' }, globals: { mode: 'dark' } };
export const RightToLeft: Story = {
  args: { value: 'default' },
  globals: { direction: 'rtl' },
  render: (args) => <Controlled initial={args.value} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    // In rtl the left arrow points forward in reading order.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('orange');
  },
};

export const All: Story = {
  render: () => (
    <Stack spacing={2}>
      <ColorPicker value="default" onChange={() => undefined} />
      <ColorPicker value="teal" onChange={() => undefined} />
      <ColorPicker value="gray" onChange={() => undefined} disabled />
    </Stack>
  ),
};
