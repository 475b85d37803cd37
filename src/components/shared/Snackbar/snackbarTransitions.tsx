import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import { useTheme } from '@mui/material/styles';
import type { TransitionProps } from '@mui/material/transitions';
import type { ElementType, ReactElement } from 'react';
import type { SnackbarTransition } from '@/state/snackbar';

type SlideTransitionProps = TransitionProps & { children: ReactElement };
type Side = SlideProps['direction'];

const MIRRORED: Record<Side & string, Side> = {
  left: 'right',
  right: 'left',
  up: 'up',
  down: 'down',
};

/** The anchor flips with the direction (the rtl style plugin), so horizontal slides flip too. */
function useLogicalSide(side: Side): Side {
  const theme = useTheme();
  return theme.direction === 'rtl' && side ? MIRRORED[side] : side;
}

function SlideLeft(props: SlideTransitionProps) {
  return <Slide {...props} direction={useLogicalSide('left')} />;
}
function SlideRight(props: SlideTransitionProps) {
  return <Slide {...props} direction={useLogicalSide('right')} />;
}
function SlideUp(props: SlideTransitionProps) {
  return <Slide {...props} direction="up" />;
}
function SlideDown(props: SlideTransitionProps) {
  return <Slide {...props} direction="down" />;
}

export const SNACKBAR_TRANSITION_COMPONENTS: Record<SnackbarTransition, ElementType> = {
  Fade,
  Grow,
  SlideLeft,
  SlideRight,
  SlideUp,
  SlideDown,
};
