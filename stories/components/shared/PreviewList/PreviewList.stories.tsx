import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewList } from '@/components/shared/PreviewList';
import * as looks from '@stories/components/support/looks';

const meta = {
  title: 'Components/Shared/PreviewList',
  component: PreviewList,
  args: {
    label: 'Events to add',
    items: [
      { primary: 'Dentist', secondary: 'Tue 3 Mar, 09:00' },
      { primary: 'Team lunch', secondary: 'Fri 6 Mar, 12:30' },
    ],
  },
} satisfies Meta<typeof PreviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Events to add' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Tue 3 Mar, 09:00');
  },
};

export const WithHeading: Story = {
  args: {
    label: undefined,
    heading: 'Left out',
    items: [{ primary: 'scan.png', secondary: 'This type of file cannot be imported.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Left out' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Left out' })).toHaveTextContent('scan.png');
  },
};

export const More: Story = {
  args: {
    label: 'Notes to create',
    items: [{ primary: 'Lisbon trip' }, { primary: 'Groceries' }],
    more: 'and 12 more',
    primaryDir: 'auto',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notes to create' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('and 12 more');
  },
};

export const LongNames: Story = {
  args: {
    items: [
      {
        primary:
          'Quarterly planning review with the whole product team and the partners from Lisbon and Bucharest',
        secondary: 'Mon 9 Mar, 14:00',
      },
    ],
  },
};

export const Empty: Story = { args: { items: [] } };
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
