import Drawer from '@mui/material/Drawer';
import { useId } from 'react';
import { CustomizerPanel, type CustomizerPanelProps } from './CustomizerPanel';

export interface CustomizerProps extends Omit<CustomizerPanelProps, 'titleId'> {
  open: boolean;
}

/** The settings drawer; the rest of the app behind it is the live preview. */
export function Customizer({ open, ...panel }: CustomizerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={panel.onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          sx: { width: { xs: '100%', sm: 360 } },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <CustomizerPanel titleId={titleId} {...panel} />
    </Drawer>
  );
}
