import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, JSX, ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DialogFrame } from './DialogFrame';

/** What a play function here needs of Storybook's context; any story's context has it. */
interface PlayContext<TArgs = unknown> {
  args: TArgs;
  canvasElement: HTMLElement;
}

/** Keeps a story as narrow as the component sits in the app, but lets `All` lay out its grid. */
export const narrowUnlessAll =
  (maxWidth: number): Decorator =>
  (Story, { name }) => (
    <Box sx={{ maxWidth: name === 'All' ? undefined : maxWidth }}>
      <Story />
    </Box>
  );

/**
 * The loading state's play: the labelled progress bar, and with `slow` the "still loading" hint
 * (the story sets `slowThresholdMs: 0` so it shows at once).
 */
export const showsLoading =
  (progressLabel: string, { slow = false } = {}) =>
  async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: progressLabel })).toBeVisible();
    if (slow) await expect(await canvas.findByText(/Still loading/)).toBeVisible();
  };

/**
 * The error state's play: the alert says what failed (and, given `reason`, why, in the words of
 * `useErrorMessage`), and 'Try again' asks for one retry.
 */
export const failsWithRetry =
  (message: string, reason?: string) =>
  async ({ args, canvasElement }: PlayContext<{ onRetry: unknown }>) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent(message);
    if (reason) await expect(alert).toHaveTextContent(reason);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };

/**
 * An `All` story's tile for one dialog rendered with `disablePortal`: `const tile =
 * dialogTile(640, 620)`, then `tile(<ShareDialog {...args} disablePortal />)` per variant.
 */
export const dialogTile = (width: number, height: number) => (dialog: ReactNode) => (
  <DialogFrame width={width} height={height}>
    {dialog}
  </DialogFrame>
);

export interface Variant<TProps> {
  label: string;
  props: Partial<TProps>;
}

/**
 * An `All` story: the component once per variant in a grid, the visual-regression target. The
 * grid repeats the component on purpose, so its landmarks share names; a page has one each.
 */
export function allVariants<TProps extends object>(
  Component: ComponentType<TProps>,
  variants: Variant<TProps>[],
  columns: number,
) {
  return {
    parameters: {
      a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    },
    render: (args: TProps): JSX.Element => (
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {variants.map(({ label, props }) => (
          <Component key={label} {...args} {...props} />
        ))}
      </Box>
    ),
  };
}

/**
 * A Home widget in each of `variants`, one under the other at its own height, and a play that
 * finds them all equally tall: a widget that changes height when its answer arrives moves what is
 * below it, which Lighthouse counts as layout shift (docs/performance.md). Give the loading variant
 * `slowThresholdMs: 0`, so the "still loading" hint is measured too.
 */
export function sameHeightInEveryState<TProps extends object>(
  Component: ComponentType<TProps>,
  variants: Variant<TProps>[],
) {
  return {
    parameters: {
      a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    },
    render: (args: TProps): JSX.Element => (
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start' }}>
        {variants.map(({ label, props }) => (
          <Component key={label} {...args} {...props} />
        ))}
      </Box>
    ),
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await canvas.findByText(/Still loading/);
      const heights = canvas
        .getAllByRole('region')
        .map((region) => region.getBoundingClientRect().height);
      await expect(heights).toHaveLength(variants.length);
      await expect(heights).toEqual(heights.map(() => heights[0]));
    },
  };
}

/** A slow-hint threshold no screenshot reaches: the hint shows only where a story asks for it. */
export const NEVER_SLOW = 600_000;
