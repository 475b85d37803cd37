import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOOLTIP_DEFAULTS } from '@/config';

const LONG =
  'Archived notes leave your notebook but stay searchable; restore them from the archive at any time, or delete them for good from the trash.';

function TooltipDemo({ title = 'Archive note' }: { title?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ p: 6 }}>
      <Tooltip title={title}>
        <Button variant="outlined">Archive</Button>
      </Tooltip>
    </Stack>
  );
}

const meta = {
  title: 'Components/Shared/Tooltip',
  component: TooltipDemo,
  parameters: {
    docs: {
      description: {
        component:
          'MUI tooltips with the theme defaults from docs/product.md §6: enter delay 100 ms, touch delay 700 ms, touch leave 1500 ms, max width 300.',
      },
    },
  },
} satisfies Meta<typeof TooltipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const hover = async (canvasElement: HTMLElement) => {
  const started = performance.now();
  await userEvent.hover(within(canvasElement).getByRole('button', { name: /Archive/ }));
  const tooltip = await within(document.body).findByRole('tooltip');
  return { tooltip, after: performance.now() - started };
};

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step(`appears on hover, not before ${TOOLTIP_DEFAULTS.enterDelay} ms`, async () => {
      const { tooltip, after } = await hover(canvasElement);
      await expect(tooltip).toHaveTextContent('Archive note');
      await expect(after).toBeGreaterThanOrEqual(TOOLTIP_DEFAULTS.enterDelay);
    });
    await step('names the button for assistive technology', async () => {
      await expect(
        within(canvasElement).getByRole('button', { name: 'Archive note' }),
      ).toBeVisible();
    });
  },
};

export const LongText: Story = {
  args: { title: LONG },
  play: async ({ canvasElement }) => {
    const { tooltip } = await hover(canvasElement);
    const bubble = tooltip.querySelector<HTMLElement>('.MuiTooltip-tooltip')!;
    await expect(getComputedStyle(bubble).maxWidth).toBe(`${TOOLTIP_DEFAULTS.maxWidth}px`);
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(
      TOOLTIP_DEFAULTS.maxWidth,
    );
  },
};

export const RightToLeft: Story = {
  args: { title: LONG },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await hover(canvasElement);
  },
};
