import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A search parameter a link into the notebook sets, and the way to take it off the address once
 * used: replacing the entry, so Back leaves the notebook instead of opening the link again.
 */
export function useLinkParam(name: string): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), drop];
}
