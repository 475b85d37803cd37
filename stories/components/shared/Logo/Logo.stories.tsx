import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Logo } from '@/components/shared/Logo';
import { DemoPage } from '@stories/layouts/support/DemoPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

function LogoStory({ compact }: { compact?: boolean }) {
  return (
    <StoryRouter
      initialPath="/somewhere"
      routes={[
        {
          path: '*',
          element: (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Logo compact={compact} />
              <DemoPage />
            </Box>
          ),
        },
      ]}
    />
  );
}

const meta = { title: 'Components/Shared/Logo', component: LogoStory } satisfies Meta<
  typeof LogoStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Quire home' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/'));
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    // The mark alone still has a name.
    await expect(
      within(canvasElement).getByRole('link', { name: 'Quire home' }),
    ).not.toHaveTextContent('Quire');
  },
};

export const All: Story = {
  render: () => (
    <StoryRouter
      routes={[
        {
          path: '*',
          element: (
            <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              <Logo />
              <Logo compact />
            </Box>
          ),
        },
      ]}
    />
  ),
};
