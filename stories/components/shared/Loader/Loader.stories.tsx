import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from '@/components/shared/Loader';
import { ProgressBar } from '@/components/shared/ProgressBar';

const meta = {
  title: 'Components/Shared/Loader',
  component: Loader,
  args: { fullScreen: false },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const FullScreen: Story = {
  args: { fullScreen: true },
  parameters: { layout: 'fullscreen' },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement');
  },
};

/**
 * The keyframes the bar's own rules name. Read from the style sheets, since the tests run with
 * reduced motion, where the bar stands still.
 */
function sweeps(bar: HTMLElement) {
  const parts = [...bar.querySelectorAll<HTMLElement>('.MuiLinearProgress-bar')];
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const names = rules
    .filter((rule) => rule instanceof CSSStyleRule)
    .filter((rule) => rule.selectorText.includes('.MuiLinearProgress-bar'))
    .filter((rule) => parts.some((part) => part.matches(rule.selectorText)))
    .map((rule) => rule.style.animationName)
    .filter((name) => name && name !== 'none');
  // stylis writes each twice, once prefixed; of two with one name (each direction's cache writes
  // its own), the last one counts.
  const keyframes = rules.filter(
    (rule): rule is CSSKeyframesRule =>
      rule instanceof CSSKeyframesRule && !rule.cssText.startsWith('@-webkit-'),
  );
  return names.map((name) => keyframes.findLast((rule) => rule.name === name)!);
}

/** The page-chunk bar is fixed to the top of the window, full width, 4 px. */
export const PageProgressBar: Story = {
  render: () => <ProgressBar />,
  play: async ({ canvasElement, step }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await step('fixed to the top, full width, 4 px', async () => {
      const box = bar.getBoundingClientRect();
      await expect(box.top).toBe(0);
      await expect(box.height).toBe(4);
      await expect(box.width).toBe(document.documentElement.clientWidth);
    });
    await step('sweeps with transform only, which is no layout shift', async () => {
      const keyframes = sweeps(bar);
      await expect(keyframes).toHaveLength(2);
      const animated = keyframes.flatMap((rule) =>
        [...rule.cssRules].flatMap((frame) => [...(frame as CSSKeyframeRule).style]),
      );
      await expect(new Set(animated)).toEqual(new Set(['transform']));
      await expect(keyframes[0]!.cssText).toContain('translateX(-35%)');
    });
    await step('stands still under reduced motion', async () => {
      const parts = [...bar.querySelectorAll<HTMLElement>('.MuiLinearProgress-bar')];
      await expect(parts.flatMap((part) => part.getAnimations())).toEqual([]);
      await expect(parts[0]).toBeVisible();
    });
  },
};

export const PageProgressBarRightToLeft: Story = {
  render: () => <ProgressBar />,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    // Mirrored: the sweeps start beyond the right edge and grow from it.
    await expect(sweeps(bar)[0]!.cssText).toContain('translateX(35%)');
    const part = bar.querySelector<HTMLElement>('.MuiLinearProgress-bar1')!;
    await expect(getComputedStyle(part).transformOrigin).toBe(`${part.offsetWidth}px 2px`);
  },
};

// The page bar animates without end, so the gallery holds the loader only.
export const All: Story = {
  render: () => <Loader fullScreen={false} />,
};
