import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAUNCH_NEWS_PATHS } from '@/api/schema';
import { apiUrl, errorFrom } from '@stories/mocks/http';
import { launchNewsHandlers } from '@stories/mocks/launchNews';
import { UtilityStory, type PageName } from './UtilityStory';

const meta = {
  title: 'Pages/Utility',
  component: UtilityStory,
  args: { page: 'notFound', onRetry: fn() },
  argTypes: {
    page: {
      control: 'select',
      options: ['notFound', 'serverError', 'comingSoon1', 'comingSoon2', 'underConstruction'],
    },
  },
  parameters: { layout: 'fullscreen', msw: { handlers: launchNewsHandlers() } },
} satisfies Meta<typeof UtilityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page does not exist',
    );
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { page: 'serverError' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ComingSoonCountdown: Story = {
  args: { page: 'comingSoon1' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAccessibleName('Time left until March 1, 2027 at 9:00 AM');
    await expect(timer).toHaveTextContent('100days21hours00minutes00seconds');
  },
};

export const ComingSoonSignUp: Story = {
  args: { page: 'comingSoon2' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await step('a malformed address is refused on the spot', async () => {
      await userEvent.type(email, 'ada@');
      await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
      await expect(email).toHaveAccessibleDescription(
        'Enter a valid e-mail address, like name@example.com.',
      );
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a valid address is sent and confirmed', async () => {
      await userEvent.type(email, 'quire.test');
      await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'We will write to ada@quire.test',
      );
    });
  },
};

export const ComingSoonSignUpFails: Story = {
  args: { page: 'comingSoon2' },
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl(LAUNCH_NEWS_PATHS.subscribe), () => errorFrom('internal', 'Down')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'ada@quire.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    // What failed and why: the server's 500 in the visitor's words, not a fixed sentence.
    await expect(alert).toHaveTextContent(
      'We could not sign you up. Something went wrong on our side. Please try again.',
    );
    // What was typed is still there to try again.
    await waitFor(() => expect(email).toHaveValue('ada@quire.test'));
    await expect(email).toBeEnabled();
  },
};

export const UnderConstruction: Story = { args: { page: 'underConstruction' } };

export const Dark: Story = { args: { page: 'comingSoon1' }, globals: { mode: 'dark' } };

export const RightToLeft: Story = { args: { page: 'comingSoon2' }, globals: { direction: 'rtl' } };

const pages: PageName[] = [
  'notFound',
  'serverError',
  'comingSoon1',
  'comingSoon2',
  'underConstruction',
];

export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
      {pages.map((page) => (
        <Box key={page} sx={{ height: 740, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <UtilityStory {...args} page={page} />
        </Box>
      ))}
    </Box>
  ),
};
