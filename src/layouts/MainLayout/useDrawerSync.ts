import { useEffect, useState } from 'react';
import { drawerOpenChanged } from '@/state/menu/menuSlice';
import { useAppDispatch } from '@/state/hooks';

/**
 * The drawer follows the miniDrawer setting, and starts closed whenever the screen becomes small.
 * Returns false until that first sync ran, so a small screen never flashes the temporary drawer open.
 */
export function useDrawerSync(miniDrawer: boolean, small: boolean): boolean {
  const dispatch = useAppDispatch();
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    dispatch(drawerOpenChanged(!miniDrawer && !small));
    // Rendering is meant to wait for this first sync; see the doc comment.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSynced(true);
  }, [dispatch, miniDrawer, small]);
  return synced;
}
