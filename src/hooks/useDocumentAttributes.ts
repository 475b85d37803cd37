import { useEffect } from 'react';
import type { Direction, Locale } from '@/config';

/** Mirrors direction and language onto <html> so browser features and assistive tech follow. */
export function useDocumentAttributes(direction: Direction, locale: Locale) {
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
}
