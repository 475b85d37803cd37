import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../../src/pages/Home/HomePage';
import { StoryRouter } from '../../layouts/support/StoryRouter';
import { signedInState } from '../../layouts/support/storyUser';

const MORNING = new Date('2026-11-20T09:30:00Z');
const EVENING = new Date('2026-11-20T20:15:00Z');

function HomeStory({ now }: { now: Date }) {
  return <StoryRouter routes={[{ path: '*', element: <HomePage now={now} /> }]} />;
}

const meta = {
  title: 'Pages/Home',
  component: HomeStory,
  args: { now: MORNING },
  parameters: { preloadedState: signedInState },
} satisfies Meta<typeof HomeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('greets the signed-in user with the date in their language', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Good morning, Ada Lovelace',
      );
      await expect(canvas.getByText('Friday, November 20, 2026')).toBeVisible();
    });
    await step('a card leads to each section, the calendar to the user’s own', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/digi_notebook',
        '/calendar/ada',
        '/file_assistant',
        '/agent',
      ]);
    });
  },
};

export const Evening: Story = {
  args: { now: EVENING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Good evening, Ada Lovelace',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('vendredi 20 novembre 2026')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {};
