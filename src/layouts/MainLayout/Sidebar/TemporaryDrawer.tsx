import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import type { DrawerPaperProps } from './DockedDrawer';

export interface TemporaryDrawerProps {
  open: boolean;
  onClose: () => void;
  paperProps: DrawerPaperProps;
  children: ReactNode;
}

/** The small screens' drawer, over the page; its own chunk (Sidebar loads it on demand). */
export function TemporaryDrawer({ open, onClose, paperProps, children }: TemporaryDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { ...paperProps, component: 'aside' } }}
    >
      {children}
    </Drawer>
  );
}
