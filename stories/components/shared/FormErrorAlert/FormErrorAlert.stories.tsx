import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ERROR_CODES } from '@/api/schema';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { apiError, rateLimited, wrongServices } from '@stories/mocks/apiErrors';
import { message } from '@stories/pages/auth/support/messages';

const meta = {
  title: 'Components/Shared/FormErrorAlert',
  component: FormErrorAlert,
  args: { error: apiError('internal') },
  parameters: {
    docs: {
      description: {
        component:
          'The form-level error: every error code of the API has a translated, specific sentence. Problems on fields the form shows stay on those fields.',
      },
    },
  },
} satisfies Meta<typeof FormErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RateLimitedWait: Story = {
  args: { error: rateLimited },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Try again in 30 seconds.',
    );
  },
};

export const WrongServices: Story = { args: { error: wrongServices } };

export const FieldProblemsStayOnFields: Story = {
  args: { error: apiError('validation_failed', { email: 'invalid_email' }), fieldNames: ['email'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const UnshownFieldStillExplained: Story = {
  args: { error: apiError('invalid_token', { token: 'invalid' }), fieldNames: ['password'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      message('en', 'errors.invalid_token'),
    );
  },
};

export const Romanian: Story = { args: { error: rateLimited }, globals: { locale: 'ro' } };

/** Every code's sentence, for review in each language from the toolbar. */
export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {ERROR_CODES.map((code) => (
        <FormErrorAlert key={code} error={apiError(code)} />
      ))}
      <FormErrorAlert error={rateLimited} />
      <FormErrorAlert error={wrongServices} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(ERROR_CODES.length + 2);
  },
};
