import { useCallback, useEffect, useRef, useState } from 'react';

/** Within this many pixels of the end the reader counts as following the answer. */
const NEAR_END_PX = 48;

/**
 * Keeps a scroller at its end while content grows (a streaming answer), unless the reader
 * scrolled up to read: then it stays put and `away` offers a way back.
 */
export function useStickToBottom() {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastTop = useRef(0);
  const [away, setAway] = useState(false);

  const jump = useCallback((behavior: ScrollBehavior = 'auto') => {
    const element = scroller.current;
    if (!element) return;
    following.current = true;
    setAway(false);
    element.scrollTo({ top: element.scrollHeight, behavior });
  }, []);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;
    // Only the reader scrolling up lets go: content growing below (or the browser's scroll
    // anchoring) also fires scroll events while the view is meant to follow.
    const up = element.scrollTop < lastTop.current;
    lastTop.current = element.scrollTop;
    if (near || up) {
      following.current = near;
      setAway(!near);
    }
  }, []);

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (following.current) jump();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [jump]);

  return { scroller, content, away, jump, onScroll };
}
