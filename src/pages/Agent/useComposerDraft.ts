import { useState } from 'react';
import { useStoredDraft } from '@/hooks/useStoredDraft';
import { composerDraftCheck } from './composerDraftCheck';

/**
 * The composer's text, kept per user in local storage as it is typed, so a 401 mid-message (or
 * a closed tab) gives it back after sign-in; cleared once the server has the message.
 */
export function useComposerDraft() {
  const draft = useStoredDraft('agent-composer', composerDraftCheck);
  const [value, setValue] = useState('');
  // A draft found for this user fills the empty box once (React's derived-state pattern).
  if (draft.offered && value === '') {
    const restored = draft.restore();
    if (restored) setValue(restored);
  }
  const change = (next: string) => {
    setValue(next);
    if (next.trim()) draft.keep(next);
    else draft.clear();
  };
  return { value, change, sent: () => change('') };
}
