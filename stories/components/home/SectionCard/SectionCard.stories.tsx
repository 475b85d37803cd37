import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionCard, type SectionCardProps } from '@/components/home/SectionCard';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

function SectionCardStory(props: SectionCardProps) {
  return (
    <StoryRouter
      routes={[
        {
          path: '/',
          element: (
            <Box sx={{ maxWidth: 280 }}>
              <SectionCard {...props} />
            </Box>
          ),
        },
        { path: '*', element: <Typography data-testid="arrived">Arrived</Typography> },
      ]}
    />
  );
}

const meta = {
  title: 'Components/Home/SectionCard',
  component: SectionCardStory,
  args: {
    icon: AutoStoriesOutlined,
    title: 'Notebook',
    description: 'Write, tag, pin and find your notes.',
    to: '/digi_notebook',
  },
} satisfies Meta<typeof SectionCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Notebook/ });
    await step('the whole card is one link to its section', async () => {
      await expect(link).toHaveAttribute('href', '/digi_notebook');
    });
    await step('choosing it navigates', async () => {
      await userEvent.click(link);
      await expect(await canvas.findByTestId('arrived')).toBeVisible();
    });
  },
};

export const LongText: Story = {
  args: {
    icon: CalendarMonthOutlined,
    title: 'Calendar for the whole research group and its visitors',
    description:
      'Plan your days, share your calendar with colleagues read-only, and export every event as an .ics file for other apps.',
    to: '/calendar/ada',
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  render: () => (
    <StoryRouter
      routes={[
        {
          path: '*',
          element: (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 240px)' }}>
              <SectionCard
                icon={AutoStoriesOutlined}
                title="Notebook"
                description="Write, tag, pin and find your notes."
                to="/digi_notebook"
              />
              <SectionCard
                icon={CalendarMonthOutlined}
                title="Calendar for the whole research group"
                description="Plan your days, share your calendar read-only and export events."
                to="/calendar/ada"
              />
              <SectionCard
                icon={SmartToyOutlined}
                title="Agent"
                description="Chat with an agent that acts on your notes and events."
                to="/agent"
              />
            </Box>
          ),
        },
      ]}
    />
  ),
};
