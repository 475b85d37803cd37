import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many cards of at least `minWidth` fit side by side in the element, following resizes. */
export function useGridColumns(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  gap: number,
  enabled: boolean,
): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      setColumns(1);
      return;
    }
    const measure = () =>
      setColumns(Math.max(1, Math.floor((element.clientWidth + gap) / (minWidth + gap))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, gap, enabled]);
  return columns;
}
