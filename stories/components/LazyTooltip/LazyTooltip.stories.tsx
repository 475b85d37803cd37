import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOOLTIP_DEFAULTS } from '@/config';
import { LazyTooltip } from '@/components/LazyTooltip';
import * as looks from '@stories/components/support/looks';

interface DemoProps {
  /** The icon button's tooltip, which is also its name. */
  label?: string;
  /** The text button's tooltip, which describes it. */
  description?: string;
  /** Shows the described button's tooltip from the start (controlled). */
  open?: boolean;
  /**
   * The open tooltip inside the story, not in a portal: the screenshot run clears the page
   * between stories, and a portal left behind fails the next one.
   */
  inPlace?: boolean;
}

function LazyTooltipDemo({
  label = 'Settings',
  description = 'Archived notes stay searchable',
  open,
  inPlace = false,
}: DemoProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ p: 6, pb: 10, alignItems: 'center' }}>
      <LazyTooltip title={label}>
        <IconButton>
          <SettingsOutlined />
        </IconButton>
      </LazyTooltip>
      <LazyTooltip
        title={description}
        describeChild
        open={open}
        slotProps={{ popper: { disablePortal: inPlace } }}
      >
        <Button variant="outlined">Archive</Button>
      </LazyTooltip>
    </Stack>
  );
}

const meta = {
  title: 'Components/LazyTooltip',
  component: LazyTooltipDemo,
  parameters: {
    docs: {
      description: {
        component:
          "MUI's Tooltip, loaded with Popper on the first hover or focus of its child, then shown as MUI shows it. Until then the child alone, named (aria-label) or described (title) as the Tooltip would name or describe it (docs/performance.md).",
      },
    },
  },
} satisfies Meta<typeof LazyTooltipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => within(document.body).findByRole('tooltip');

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('button', { name: 'Settings' });
    await step('the icon button has its name before the tooltip is needed', async () => {
      await expect(within(document.body).queryByRole('tooltip')).toBeNull();
      await expect(settings).toHaveAccessibleName('Settings');
    });
    await step(`appears on hover, not before ${TOOLTIP_DEFAULTS.enterDelay} ms`, async () => {
      const started = performance.now();
      await userEvent.hover(settings);
      await expect(await tooltip()).toHaveTextContent('Settings');
      await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DEFAULTS.enterDelay);
    });
    await step('leaves with the pointer, and the button is still the one hovered', async () => {
      await expect(canvas.getByRole('button', { name: 'Settings' })).toBe(settings);
      await userEvent.unhover(settings);
      await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    });
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('appears when focus arrives from the keyboard', async () => {
      await userEvent.tab();
      const settings = canvas.getByRole('button', { name: 'Settings' });
      await expect(settings).toHaveFocus();
      await expect(await tooltip()).toHaveTextContent('Settings');
      // The child was not remounted when the Tooltip arrived: focus stayed on it.
      await expect(settings).toHaveFocus();
    });
    await step('the next one describes its button while it shows', async () => {
      await userEvent.tab();
      const archive = canvas.getByRole('button', { name: 'Archive' });
      await expect(archive).toHaveFocus();
      await waitFor(() =>
        expect(archive).toHaveAccessibleDescription('Archived notes stay searchable'),
      );
      await expect(await tooltip()).toHaveTextContent('Archived notes stay searchable');
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    });
  },
};

export const Describing: Story = {
  play: async ({ canvasElement }) => {
    const archive = within(canvasElement).getByRole('button', { name: 'Archive' });
    await userEvent.hover(archive);
    const shown = await tooltip();
    await expect(archive).toHaveAttribute('aria-describedby', shown.id);
    await expect(archive).toHaveAccessibleDescription('Archived notes stay searchable');
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(await tooltip()).toHaveTextContent('Archived notes stay searchable');
  },
};

export const LongText: Story = {
  args: {
    description:
      'Archived notes leave your notebook but stay searchable; restore them from the archive at any time, or delete them for good from the trash.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Archive' }));
    const bubble = (await tooltip()).querySelector<HTMLElement>('.MuiTooltip-tooltip')!;
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(
      TOOLTIP_DEFAULTS.maxWidth,
    );
  },
};

const hoverSettings: Story['play'] = async ({ canvasElement }) => {
  await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Settings' }));
  await expect(await tooltip()).toHaveTextContent('Settings');
};

export const RightToLeft: Story = { ...looks.RightToLeft, play: hoverSettings };
export const Dark: Story = { ...looks.Dark, play: hoverSettings };
export const French: Story = {
  ...looks.French,
  args: { label: 'Paramètres', description: 'Les notes archivées restent consultables' },
};

/** Closed, and the described one open: the visual-regression target. */
export const All: Story = {
  args: { open: true, inPlace: true },
  play: async () => {
    await tooltip();
    // Popper placed the tooltip at once; the button may have grown when its font arrived since.
    await document.fonts.ready;
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  },
};
