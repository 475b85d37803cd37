import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MinimalLayout } from '@/layouts/MinimalLayout';
import { NotFoundPage } from '@/pages/utility/NotFoundPage';
import { UnderConstructionPage } from '@/pages/utility/UnderConstructionPage';
import { DemoPage } from '@stories/layouts/support/DemoPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

function MinimalStory({ initialPath }: { initialPath: string }) {
  return (
    <StoryRouter
      initialPath={initialPath}
      routes={[
        {
          element: <MinimalLayout />,
          children: [
            { path: '/auth/pages/error', element: <NotFoundPage /> },
            { path: '/auth/pages/under-construction', element: <UnderConstructionPage /> },
            { path: '*', element: <DemoPage /> },
          ],
        },
      ]}
    />
  );
}

const meta = {
  title: 'Layouts/MinimalLayout',
  component: MinimalStory,
  args: { initialPath: '/auth/pages/error' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MinimalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page sits alone in the main landmark, inside the fade transition', async () => {
      const main = canvas.getByRole('main');
      await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
        'This page does not exist',
      );
      await expect(within(main).getByTestId('page-transition')).toBeVisible();
    });
    await step('moving to another page replays the transition with the new page', async () => {
      const first = canvas.getByTestId('page-transition');
      await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/'));
      await expect(canvas.getByTestId('page-transition')).not.toBe(first);
    });
  },
};

export const UnderConstruction: Story = { args: { initialPath: '/auth/pages/under-construction' } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      {['/auth/pages/error', '/auth/pages/under-construction'].map((path) => (
        <Box key={path} sx={{ height: 640, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <MinimalStory initialPath={path} />
        </Box>
      ))}
    </Box>
  ),
  parameters: {
    // Two layouts side by side means two main landmarks; the app only ever shows one.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-main', enabled: false },
        ],
      },
    },
  },
};
