import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A box a dialog rendered with `disablePortal` stays inside (the transform makes it the fixed
 * backdrop's container), so an All story can show several dialogs side by side.
 */
export function DialogFrame({
  width,
  height,
  children,
}: {
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        inlineSize: width,
        blockSize: height,
        transform: 'translateZ(0)',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}
