import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/config';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import type { NoteLinkOption } from './noteLinksContext';

export interface NoteSearchState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  found: NoteLinkOption[];
}

interface Answer {
  text: string;
  failed: boolean;
  found: NoteLinkOption[];
}

/**
 * The notes `search` finds for `typed`, asked once typing pauses. Each answer is kept with the
 * text it answers, so one for older text shows only as "still searching", never as the result.
 */
export function useNoteSearch(
  typed: string,
  search: (text: string) => Promise<NoteLinkOption[]>,
): NoteSearchState {
  const wanted = typed.trim();
  const text = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>({ text: '', failed: false, found: [] });
  useEffect(() => {
    if (!text) return;
    let live = true;
    search(text).then(
      (found) => live && setAnswer({ text, failed: false, found }),
      () => live && setAnswer({ text, failed: true, found: [] }),
    );
    return () => {
      live = false;
    };
  }, [text, search]);
  if (!wanted) return { status: 'idle', found: [] };
  if (answer.text !== wanted) return { status: 'loading', found: answer.found };
  return { status: answer.failed ? 'error' : 'ready', found: answer.found };
}
