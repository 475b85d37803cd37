import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { launchNewsHandlers } from '@stories/mocks/launchNews';
import { UtilityStory, type PageName } from './UtilityStory';

// The rest of the utility gallery: Pages/Utility holds the stories and their play functions.
const meta = {
  title: 'Pages/Utility sign-up and construction',
  component: UtilityStory,
  args: { page: 'comingSoon2', onRetry: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: launchNewsHandlers() } },
} satisfies Meta<typeof UtilityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pages: PageName[] = ['comingSoon2', 'underConstruction'];

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
      {pages.map((page) => (
        <Box key={page} sx={{ height: 740, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <UtilityStory {...args} page={page} />
        </Box>
      ))}
    </Box>
  ),
};
