import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TruncatedText } from '@/components/shared/TruncatedText';
import { LAYOUT } from '@/config';

const meta = {
  title: 'Components/Shared/TruncatedText',
  component: TruncatedText,
  args: { text: 'Quarterly planning and retrospective notes', maxWidth: LAYOUT.itemTitleMaxWidth },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongTitle: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Quarterly planning and retrospective notes');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(LAYOUT.itemTitleMaxWidth);
    await userEvent.hover(text);
    // Cut text shows in full in a tooltip.
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
        'Quarterly planning and retrospective notes',
      ),
    );
  },
};

export const ShortTitle: Story = {
  args: { text: 'Home' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText('Home'));
    // Nothing is cut, so nothing pops up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

export const GroupWidth: Story = { args: { maxWidth: LAYOUT.groupTitleMaxWidth } };

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TruncatedText text="Home" maxWidth={LAYOUT.itemTitleMaxWidth} />
      <TruncatedText
        text="Quarterly planning and retrospective notes"
        maxWidth={LAYOUT.itemTitleMaxWidth}
      />
      <TruncatedText
        text="Quarterly planning and retrospective notes"
        maxWidth={LAYOUT.groupTitleMaxWidth}
      />
    </Box>
  ),
};
