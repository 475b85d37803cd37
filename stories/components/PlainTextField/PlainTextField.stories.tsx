import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlainTextField } from '@/components/PlainTextField';

/**
 * The sign-in forms' text field: TextField without its Select, so the sign-in pages load less
 * (docs/performance.md). It must look and behave like `<TextField>`.
 */
const meta = {
  title: 'Components/PlainTextField',
  component: PlainTextField,
  args: { label: 'Username', name: 'username' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PlainTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { helperText: 'Letters, digits and dots', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Username/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Letters, digits and dots');
    await userEvent.type(input, 'ada.lovelace');
    await expect(input).toHaveValue('ada.lovelace');
  },
};

export const Error: Story = {
  args: { error: true, helperText: 'Use letters, digits and dots only.', defaultValue: 'ada!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Username/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use letters, digits and dots only.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Username/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'A label long enough to need more room than the field gives it in a narrow form',
    defaultValue: 'x'.repeat(200),
    helperText: 'A helper text that is long enough to wrap onto a second and a third line.',
  },
};

/** Beside MUI's own TextField with the same props: the two must be the same size. */
export const SameAsTextField: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PlainTextField {...args} id="plain" />
      <TextField {...args} id="mui" />
    </Box>
  ),
  args: { helperText: 'Helper' },
  play: async ({ canvasElement }) => {
    const plain = canvasElement.querySelector('#plain')!.closest('.MuiTextField-root')!;
    const mui = canvasElement.querySelector('#mui')!.closest('.MuiTextField-root')!;
    const box = (element: Element) => element.getBoundingClientRect();
    await expect(box(plain).height).toBe(box(mui).height);
    await expect(box(plain).width).toBe(box(mui).width);
  },
};

export const Dark: Story = {
  args: { error: true, helperText: 'Required' },
  globals: { mode: 'dark' },
};
export const RightToLeft: Story = {
  args: { helperText: 'Helper', defaultValue: 'ada' },
  globals: { direction: 'rtl' },
};
