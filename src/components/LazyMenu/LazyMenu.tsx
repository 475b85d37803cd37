import type MenuComponent from '@mui/material/Menu';
import type { MenuProps } from '@mui/material/Menu';
import { useEffect } from 'react';
import { onDemand, useOnDemand } from '@/hooks/useOnDemand';

const menuModule = onDemand<typeof MenuComponent>(() =>
  import('@mui/material/Menu').then((module) => module.default),
);

/**
 * MUI's Menu (with Popover, Modal and the focus trap), loaded when it is first opened; nothing
 * until then (docs/performance.md, "What loads where"). It opens as MUI's does once it has
 * arrived: focus moves into it, and returns to the button when it closes.
 */
export function LazyMenu(props: MenuProps) {
  const [Menu, load] = useOnDemand(menuModule);
  useEffect(() => {
    if (props.open && !Menu) load();
  }, [props.open, Menu, load]);
  return Menu ? <Menu {...props} /> : null;
}
