import { useEffect } from 'react';
import type { Direction } from '@/config';
import { useOnDemand } from '@/hooks/useOnDemand';
import { rtlCache } from './emotionCache';

/**
 * The direction to show: `wanted` once its style cache has loaded, left to right until then (a
 * switch to rtl shows when its plugin is there, never half-mirrored).
 */
export function useLoadedDirection(wanted: Direction): Direction {
  const [rtl, loadRtl] = useOnDemand(rtlCache);
  useEffect(() => {
    if (wanted === 'rtl' && !rtl) loadRtl();
  }, [wanted, rtl, loadRtl]);
  return wanted === 'rtl' && rtl ? 'rtl' : 'ltr';
}
