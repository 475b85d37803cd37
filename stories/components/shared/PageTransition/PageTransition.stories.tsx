import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MotionScope } from '@/components/shared/Motion';
import { PageTransition } from '@/components/shared/PageTransition';

const PAGES = ['Notebook', 'Calendar', 'Files'];

/** What both layouts do: key the transition by the location so each route change replays it. */
function PageSwitcher() {
  const [index, setIndex] = useState(0);
  const page = PAGES[index % PAGES.length]!;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setIndex((n) => n + 1)}>
        Next page
      </Button>
      <PageTransition key={index}>
        <Paper variant="outlined" sx={{ p: 3, minWidth: 320 }}>
          <Typography variant="h5" component="h1">
            {page}
          </Typography>
        </Paper>
      </PageTransition>
    </Stack>
  );
}

const meta = {
  title: 'Components/Shared/PageTransition',
  component: PageSwitcher,
  parameters: {
    docs: {
      description: {
        component:
          '`<PageTransition key={location.pathname}>` fades each page in with a slight scale over 0.4 s (a CSS animation: no motion engine to load); the first page a document shows, and every page under reduced motion, appear at once.',
      },
    },
  },
} satisfies Meta<typeof PageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const next = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Calendar' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Notebook' })).not.toBeInTheDocument();
  },
};

/** Motion forced on: the new page starts faded and scaled down, then settles at full size. */
export const WithMotion: Story = {
  decorators: [
    (Story) => (
      <MotionScope reducedMotion={false}>
        <Story />
      </MotionScope>
    ),
  ],
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    const page = within(canvasElement)
      .getByRole('heading', { name: 'Calendar' })
      .closest<HTMLElement>('[data-testid="page-transition"]')!;
    await expect(Number(getComputedStyle(page).opacity)).toBeLessThan(1);
    await waitFor(() => {
      expect(getComputedStyle(page).opacity).toBe('1');
      expect(getComputedStyle(page).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    });
  },
};
