import { startTransition, useCallback, useState } from 'react';
import type { OnDemand } from '@/lib/onDemand';

export interface UseOnDemandOptions {
  /**
   * Show the arrived value as a transition: React renders what it brings in slices between the
   * browser's other work, for a big render nobody is waiting for.
   */
  transition?: boolean;
}

/**
 * The value of `source` once it is loaded (at once if another component loaded it already), and
 * the function that asks for it. A failed download is logged; the next request tries again.
 */
export function useOnDemand<T>(
  source: OnDemand<T>,
  { transition = false }: UseOnDemandOptions = {},
): [T | undefined, () => void] {
  const [value, setValue] = useState(source.loaded);
  const request = useCallback(() => {
    source.load().then(
      (arrived) => {
        const show = () => setValue(() => arrived);
        if (transition) startTransition(show);
        else show();
      },
      (error: unknown) => console.error(error),
    );
  }, [source, transition]);
  return [value, request];
}
