import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSettings } from '@/state/hooks';
import { createAppTheme } from '@/theme/createAppTheme';
import { MotionProvider } from './MotionProvider';

export interface MotionScopeProps {
  reducedMotion: boolean;
  children: ReactNode;
}

/**
 * Forces motion on or off for a subtree, whatever the system says: the docs show both side by
 * side, and the reduced-motion story proves the difference.
 */
export function MotionScope({ reducedMotion, children }: MotionScopeProps) {
  const settings = useSettings();
  const theme = useMemo(
    () => createAppTheme(settings, { reducedMotion }),
    [settings, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <MotionProvider reducedMotion={reducedMotion}>{children}</MotionProvider>
    </ThemeProvider>
  );
}
