import { useCallback, useId, useState } from 'react';

/**
 * State and ARIA wiring shared by every button that opens a popup menu: spread `buttonProps` on
 * the button and `menuProps` on MUI's `Menu`.
 */
export function useMenuButton() {
  // A state (not a ref) so the menu re-renders once its anchor exists.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  /** A menu item's click handler: the menu closes, then the item's action runs. */
  const choose = useCallback(
    (action: () => void) => () => {
      setOpen(false);
      action();
    },
    [],
  );
  return {
    open,
    show,
    close,
    choose,
    buttonProps: {
      ref: setAnchor,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: show,
    },
    menuProps: { id: menuId, anchorEl: anchor, open, onClose: close },
  };
}
