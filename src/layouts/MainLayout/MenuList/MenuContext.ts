import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** Ids of the active item and every group/collapse above it. */
  activeIds: ReadonlySet<string>;
  /** Icons only (the vertical mini drawer). */
  mini: boolean;
  /** Called after a link is chosen (closes the temporary drawer). */
  onNavigate?: () => void;
}

export const MenuContext = createContext<MenuContextValue>({ activeIds: new Set(), mini: false });

export const useMenuContext = () => useContext(MenuContext);
