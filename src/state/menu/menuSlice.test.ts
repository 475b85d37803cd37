import { describe, expect, test } from 'vitest';
import { createAppStore } from '@/state/store';
import { drawerOpenChanged, drawerToggled } from './menuSlice';

describe('menu slice', () => {
  test('is registered in the store with the drawer open', () => {
    const store = createAppStore({ settings: undefined });
    expect(store.getState().menu.isDashboardDrawerOpened).toBe(true);
  });

  test('toggles and sets the drawer', () => {
    const store = createAppStore();
    store.dispatch(drawerToggled());
    expect(store.getState().menu.isDashboardDrawerOpened).toBe(false);
    store.dispatch(drawerToggled());
    expect(store.getState().menu.isDashboardDrawerOpened).toBe(true);
    store.dispatch(drawerOpenChanged(false));
    expect(store.getState().menu.isDashboardDrawerOpened).toBe(false);
  });
});
