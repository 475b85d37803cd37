import type { MenuProps } from '@mui/material/Menu';
import { useEffect } from 'react';
import { useOnDemand } from '@/hooks/useOnDemand';
import { menuModule } from './menuModule';

/**
 * MUI's Menu (with Popover, Modal and the focus trap), loaded when it is first opened; nothing
 * until then (docs/performance.md, "What loads where"). It opens as MUI's does once it has
 * arrived: focus moves into it, and returns to the button when it closes.
 */
export function LazyMenu(props: MenuProps) {
  const [loaded, load] = useOnDemand(menuModule);
  useEffect(() => {
    if (props.open && !loaded) load();
  }, [props.open, loaded, load]);
  return loaded ? <loaded.Menu {...props} /> : null;
}
