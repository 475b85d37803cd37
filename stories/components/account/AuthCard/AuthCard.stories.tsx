import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCard, AuthLink, AuthNotice } from '@/components/account/AuthCard';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';
import { PATHS } from '@/routes/paths';

const meta = {
  title: 'Components/Account/AuthCard',
  component: AuthCard,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Hi, welcome back',
    subtitle: 'Sign in with your email or username to continue.',
    children: <Typography>The form goes here.</Typography>,
    footer: (
      <AuthLink to={PATHS.register} lead="Don't have an account?">
        Create one
      </AuthLink>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneHeadingAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Quire home' })).toHaveAttribute('href', '/');
  },
};

export const WithNotice: Story = {
  args: {
    children: <AuthNotice severity="warning">This page needs the link from your email.</AuthNotice>,
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Choisissez un nouveau mot de passe pour votre compte Quire, puis reconnectez-vous',
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const All: Story = { args: { children: <AuthNotice>Your session ended.</AuthNotice> } };
