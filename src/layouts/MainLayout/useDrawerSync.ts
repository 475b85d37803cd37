import { useEffect } from 'react';
import { drawerOpenChanged } from '../../state/menu/menuSlice';
import { useAppDispatch } from '../../state/hooks';

/** The drawer follows the miniDrawer setting, and starts closed whenever the screen becomes small. */
export function useDrawerSync(miniDrawer: boolean, small: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(drawerOpenChanged(!miniDrawer && !small));
  }, [dispatch, miniDrawer, small]);
}
