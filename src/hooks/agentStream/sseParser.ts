/** One server-sent event: its `id:` and its (joined) `data:` lines. */
export interface SseMessage {
  id: string | null;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (a chunk may end mid-line or
 * mid-event). Comments (`: ping`) and fields other than id and data are ignored.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, data: data.join('\n') });
      id = null;
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    if (field === 'id') id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    lines.forEach(line);
  };
}
