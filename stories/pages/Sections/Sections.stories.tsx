import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentPage } from '@/pages/Agent/AgentPage';
import { CalendarPage } from '@/pages/Calendar/CalendarPage';
import { FileAssistantPage } from '@/pages/FileAssistant/FileAssistantPage';
import { DemoPage } from '@stories/layouts/support/DemoPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

/** The dashboard sections that are still being built, at their real paths. */
function SectionStory({ initialPath }: { initialPath: string }) {
  return (
    <StoryRouter
      initialPath={initialPath}
      routes={[
        { path: '/calendar/:username', element: <CalendarPage /> },
        { path: '/file_assistant', element: <FileAssistantPage /> },
        { path: '/agent', element: <AgentPage /> },
        { path: '*', element: <DemoPage /> },
      ]}
    />
  );
}

const meta = {
  title: 'Pages/Sections being built',
  component: SectionStory,
  args: { initialPath: '/calendar/bob' },
} satisfies Meta<typeof SectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calendar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page reads whose calendar it is from the address.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Calendar of bob');
    await expect(canvas.getByText(/being built/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/'));
  },
};

export const FileAssistant: Story = {
  args: { initialPath: '/file_assistant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'File assistant',
    );
  },
};

export const Agent: Story = { args: { initialPath: '/agent' } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
      {['/calendar/bob', '/file_assistant', '/agent'].map((path) => (
        <SectionStory key={path} initialPath={path} />
      ))}
    </Box>
  ),
};
