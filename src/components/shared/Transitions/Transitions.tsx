import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Zoom from '@mui/material/Zoom';
import type { ReactNode, Ref } from 'react';
import { TRANSITION_DURATIONS } from '@/config';
import { useMotionReduced } from '@/components/shared/Motion/useMotionReduced';

export const TRANSITION_TYPES = ['grow', 'fade', 'collapse', 'slide', 'zoom'] as const;
export type TransitionType = (typeof TRANSITION_TYPES)[number];

/** Where each position grows or zooms from, as a CSS transform origin. */
const ORIGIN = {
  'top-left': 'top left',
  'top-right': 'top right',
  top: 'top',
  'bottom-left': 'bottom left',
  'bottom-right': 'bottom right',
  bottom: 'bottom',
} as const;
export type TransitionPosition = keyof typeof ORIGIN;
export const TRANSITION_POSITIONS = Object.keys(ORIGIN) as TransitionPosition[];

const NO_MOTION = { appear: 0, enter: 0, exit: 0 };

export interface TransitionsProps {
  type?: TransitionType;
  /** Where the element grows or zooms from (menus and popovers open from their anchor). */
  position?: TransitionPosition;
  /** Which way a slide enters. */
  direction?: SlideProps['direction'];
  /** Shown by default; popovers and menus pass their own. */
  in?: boolean;
  appear?: boolean;
  onEntered?: () => void;
  onExited?: () => void;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** One wrapper for the MUI transitions, with the docs/product.md §6 durations and reduced motion honoured. */
export function Transitions({
  type = 'grow',
  position = 'top-left',
  direction = 'up',
  ref,
  children,
  in: inProp = true,
  ...rest
}: TransitionsProps) {
  const transitionProps = { ...rest, in: inProp };
  const reduced = useMotionReduced();
  const origin = { transformOrigin: ORIGIN[position] };
  const content = <Box sx={origin}>{children}</Box>;
  const timeout = (durations: { appear: number; enter: number; exit: number }) =>
    reduced ? NO_MOTION : durations;
  // Grow, collapse and zoom otherwise time themselves from the theme, which reduced motion zeroes.
  const themed = reduced ? { timeout: NO_MOTION } : {};

  return (
    <Box ref={ref} data-transition={type} data-position={position}>
      {type === 'grow' && (
        <Grow {...transitionProps} {...themed}>
          {content}
        </Grow>
      )}
      {type === 'collapse' && (
        <Collapse {...transitionProps} {...themed} sx={origin}>
          {children}
        </Collapse>
      )}
      {type === 'fade' && (
        <Fade {...transitionProps} timeout={timeout(TRANSITION_DURATIONS.fade)}>
          {content}
        </Fade>
      )}
      {type === 'slide' && (
        <Slide
          {...transitionProps}
          direction={direction}
          timeout={timeout(TRANSITION_DURATIONS.slide)}
        >
          {content}
        </Slide>
      )}
      {type === 'zoom' && (
        <Zoom {...transitionProps} {...themed}>
          {content}
        </Zoom>
      )}
    </Box>
  );
}
