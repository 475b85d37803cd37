import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  TRANSITION_POSITIONS,
  TRANSITION_TYPES,
  type TransitionType,
} from '@/components/shared/Transitions';
import { TRANSITION_DURATIONS } from '@/config';
import { ReducedMotionComparison } from './ReducedMotionComparison';
import { TransitionDemo } from './TransitionDemo';
import { TransitionsGallery } from './TransitionsGallery';

const meta = {
  title: 'Components/Shared/Transitions',
  component: TransitionDemo,
  args: { type: 'grow', position: 'top-left', direction: 'up' },
  argTypes: {
    type: { control: 'inline-radio', options: TRANSITION_TYPES },
    position: { control: 'select', options: TRANSITION_POSITIONS },
    direction: { control: 'inline-radio', options: ['up', 'down', 'left', 'right'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One wrapper for grow, fade, collapse, slide and zoom, opening from one of six positions. Fade 500/600/400 ms, slide 0/400/200 ms; no motion under `prefers-reduced-motion`.',
      },
    },
  },
} satisfies Meta<typeof TransitionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Saved to your notebook');

const toggleStory = (type: TransitionType): Story => ({
  args: { type },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toBeVisible();
    await step('hides', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
      await waitFor(() => expect(card(canvasElement)).not.toBeVisible());
    });
    await step('shows again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
      await waitFor(() => expect(card(canvasElement)).toBeVisible());
    });
  },
});

export const Playground: Story = {};
export const Grow = toggleStory('grow');
export const Fade = toggleStory('fade');
export const Collapse = toggleStory('collapse');
export const Slide = toggleStory('slide');
export const Zoom = toggleStory('zoom');

/** `right` positions grow from the right edge, in ltr; the rtl cache mirrors them. */
export const Positions: Story = {
  render: () => <TransitionsGallery />,
  play: async ({ canvasElement }) => {
    const cells = canvasElement.querySelectorAll<HTMLElement>('[data-transition]');
    await expect(cells).toHaveLength(TRANSITION_TYPES.length * TRANSITION_POSITIONS.length);
    for (const cell of cells) {
      const position = cell.dataset.position!;
      const origin = cell.querySelector<HTMLElement>('[style], .MuiBox-root')!;
      const [x, y] = getComputedStyle(origin).transformOrigin.split(' ').map(parseFloat);
      const { width, height } = origin.getBoundingClientRect();
      const expectedX = position.endsWith('left')
        ? 0
        : position.endsWith('right')
          ? width
          : width / 2;
      const expectedY = position.startsWith('top') ? 0 : height;
      await expect({ position, x: Math.round(x!), y: Math.round(y!) }).toEqual({
        position,
        x: Math.round(expectedX),
        y: Math.round(expectedY),
      });
    }
  },
};

export const RightToLeft: Story = {
  args: { type: 'zoom', position: 'top-right' },
  globals: { direction: 'rtl' },
};

export const ReducedMotionRemovesTransitions: Story = {
  render: () => <ReducedMotionComparison />,
  play: async ({ canvasElement, step }) => {
    const pane = (name: string) => within(within(canvasElement).getByTestId(name));
    const fadeDuration = async (name: string) => {
      await userEvent.click(pane(name).getByRole('button', { name: `Fade in (${name})` }));
      const fading = pane(name).getByTestId('fade').parentElement!;
      return getComputedStyle(fading).transitionDuration;
    };
    const pageOpacity = async (name: string) => {
      await userEvent.click(pane(name).getByRole('button', { name: `Next page (${name})` }));
      const page = pane(name)
        .getByText('page 1')
        .closest<HTMLElement>('[data-testid="page-transition"]')!;
      return { page, opacity: Number(getComputedStyle(page).opacity) };
    };

    await step('motion on: the fade takes its product time and the page fades in', async () => {
      await expect(await fadeDuration('Motion on')).toBe(
        `${TRANSITION_DURATIONS.fade.enter / 1000}s`,
      );
      const { page, opacity } = await pageOpacity('Motion on');
      await expect(opacity).toBeLessThan(1);
      await waitFor(() => expect(getComputedStyle(page).opacity).toBe('1'));
    });
    await step('motion off: no transition, the page is there at once', async () => {
      await expect(await fadeDuration('Motion off')).toBe('0s');
      const { opacity } = await pageOpacity('Motion off');
      await expect(opacity).toBe(1);
    });
    await step('the app follows prefers-reduced-motion', async () => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      await expect(await fadeDuration('System setting')).toBe(
        reduced ? '0s' : `${TRANSITION_DURATIONS.fade.enter / 1000}s`,
      );
      const { opacity } = await pageOpacity('System setting');
      await expect(opacity === 1).toBe(reduced);
    });
  },
};

export const All: Story = {
  render: () => <TransitionsGallery />,
};
