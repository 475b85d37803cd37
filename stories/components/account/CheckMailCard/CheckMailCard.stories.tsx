import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckMailCard } from '@/components/account/CheckMailCard';
import { longAccount } from '@stories/mocks/accounts';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const meta = {
  title: 'Components/Account/CheckMailCard',
  component: CheckMailCard,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { email: 'ada@example.com' },
} satisfies Meta<typeof CheckMailCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NamesTheAddress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ada@example.com')).toBeVisible();
  },
};

export const WithoutAddress: Story = { args: { email: null } };
export const LongAddress: Story = { args: { email: longAccount.email } };
export const French: Story = { globals: { locale: 'fr' } };
export const All: Story = { args: { email: longAccount.email } };
