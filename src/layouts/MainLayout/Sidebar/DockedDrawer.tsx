import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// MUI's permanent Drawer, rebuilt from its own parts: `@mui/material/Drawer` imports Modal,
// FocusTrap, Backdrop and Slide for its temporary variant, which a wide screen never shows
// (docs/performance.md). Same names, classes and styles, so the theme's `MuiDrawer` overrides
// and the screenshots cannot tell the difference.
const Root = styled('div', {
  name: 'MuiDrawer',
  slot: 'Docked',
  overridesResolver: (_props, styles) => [styles.root, styles.docked],
})({ flex: '0 0 auto' });

const DrawerPaper = styled(Paper, { name: 'MuiDrawer', slot: 'Paper' })(({ theme }) => ({
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  flex: '1 0 auto',
  zIndex: (theme.vars ?? theme).zIndex.drawer,
  WebkitOverflowScrolling: 'touch',
  position: 'fixed',
  top: 0,
  outline: 0,
  left: 0,
  borderRight: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  // styled() drops Paper's `component` prop from the type; the runtime forwards it.
})) as typeof Paper;

/** What the sidebar gives its drawer's paper, whichever variant shows it (an `aside`). */
export interface DrawerPaperProps {
  sx: SxProps<Theme>;
  'aria-label': string;
}

export interface DockedDrawerProps {
  sx?: SxProps<Theme>;
  paperProps: DrawerPaperProps;
  children: ReactNode;
}

/** A permanent drawer anchored at the start edge (the rtl style plugin mirrors it). */
export function DockedDrawer({ sx, paperProps, children }: DockedDrawerProps) {
  return (
    <Root className="MuiDrawer-root MuiDrawer-anchorLeft MuiDrawer-docked" sx={sx}>
      <DrawerPaper
        elevation={0}
        square
        className="MuiDrawer-paper"
        component="aside"
        {...paperProps}
      >
        {children}
      </DrawerPaper>
    </Root>
  );
}
