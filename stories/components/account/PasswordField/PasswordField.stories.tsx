import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/components/account/PasswordField';

const meta = {
  title: 'Components/Account/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'correct horse battery staple' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TogglesVisibility: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await step('hidden by default', async () => {
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
    await step('shown, then hidden again, keeping focus in the field', async () => {
      await userEvent.click(input);
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveFocus();
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(input).toHaveAttribute('type', 'password');
    });
  },
};

export const TranslatedToggle: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Mot de passe' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' }),
    ).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Use at least 8 characters.', defaultValue: 'short' },
};
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: true, helperText: 'Too short' },
};

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 360 }}>
      <PasswordField label="Password" defaultValue="" />
      <PasswordField label="Password" defaultValue="correct horse battery staple" />
      <PasswordField
        label="Password"
        defaultValue="short"
        error
        helperText="Use at least 8 characters."
      />
      <PasswordField label="Password" defaultValue="locked" disabled />
    </Box>
  ),
};
