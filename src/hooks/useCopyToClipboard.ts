import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and remembers how it went, so the button can say "Copied" and a
 * refused clipboard says so instead of failing quietly (the text can still be copied by hand).
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}
