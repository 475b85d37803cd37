import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { longNote } from '@stories/mocks/notes';

const meta = {
  title: 'Components/Shared/NoteVersionPreview',
  component: NoteVersionPreview,
  args: {
    labelId: 'notes.conflict.theirs',
    title: 'Trip plan (edited on phone)',
    plainText: 'Flights booked.\nHotel: the one by the harbour.',
    updatedAt: '2026-11-20T09:30:00Z',
  },
} satisfies Meta<typeof NoteVersionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section is named by its heading, and the text box can be scrolled from the keyboard.
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/Saved version/);
    await expect(canvas.getByText(/Hotel: the one by the harbour/)).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const Untitled: Story = {
  args: { title: '', updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Untitled')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { title: longNote.title, plainText: longNote.plainText },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
