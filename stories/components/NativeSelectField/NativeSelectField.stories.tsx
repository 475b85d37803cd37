import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelectField } from '@/components/NativeSelectField';

const ORDERS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'By name' },
  { value: 'size', label: 'Largest first' },
] as const;

/**
 * A small choice among fixed values (a filter, a sort order) on the browser's own select, so a
 * page that shows one does not load MUI's Select and Menu (docs/performance.md). Closed, it must
 * look like `<TextField select size="small">`.
 */
const meta = {
  title: 'Components/NativeSelectField',
  component: NativeSelectField<string>,
  args: { label: 'Sort', value: 'newest', options: ORDERS, onChange: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 1 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NativeSelectField<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort' });
    await expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'Largest first');
    await expect(args.onChange).toHaveBeenCalledWith('size');
  },
};

/** Reached with Tab and outlined as focused; the browser's own list takes the keys from there. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort' });
    await expect(select).toHaveFocus();
    await expect(select.closest('.MuiInputBase-root')).toHaveClass('Mui-focused');
  },
};

export const LongText: Story = {
  args: {
    label: 'A label long enough to need more room than the field gives it',
    options: [
      { value: 'newest', label: 'An option whose text is long enough to be cut by a narrow field' },
      ...ORDERS.slice(1),
    ],
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 220 }}>
        <Story />
      </Box>
    ),
  ],
};

/** Beside MUI's own select with the same label and value: the two closed fields are one size. */
export const SameAsTextFieldSelect: Story = {
  render: (args) => (
    <>
      <NativeSelectField {...args} sx={{ minWidth: 150 }} />
      <TextField select size="small" label={args.label} value={args.value} sx={{ minWidth: 150 }}>
        {args.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  ),
  play: async ({ canvasElement }) => {
    const [native, mui] = [...canvasElement.querySelectorAll('.MuiFormControl-root')];
    const box = (element: Element) => element.getBoundingClientRect();
    await expect(box(native!).height).toBe(box(mui!).height);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  render: (args) => (
    <>
      <NativeSelectField {...args} sx={{ minWidth: 150 }} />
      <NativeSelectField {...args} label="Show" value="name" sx={{ minWidth: 150 }} />
      <Box sx={{ maxWidth: 220 }}>
        <NativeSelectField
          {...args}
          label="A label long enough to need more room than the field gives it"
          options={[{ value: 'newest', label: 'An option long enough to be cut by the field' }]}
        />
      </Box>
    </>
  ),
};
