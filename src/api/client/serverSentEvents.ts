/** One server-sent event: its `id:` (null without one) and its `data:` lines joined. */
export interface ServerSentEvent {
  id: string | null;
  data: string;
}

/**
 * The events of a text/event-stream body as they arrive (the format of the HTML standard's
 * "Server-sent events"). Chunks may be cut anywhere, even inside a UTF-8 character or a CRLF;
 * comments (the server's `: ping`) and fields other than id and data are skipped; the lines of a
 * multi-line `data` are joined by a line feed. An event is complete at its blank line: one the
 * stream ends in the middle of is dropped, as the standard says, since it may be cut short.
 * Stopping the iteration cancels the body.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  /** The events the complete lines in `buffer` finish; the rest stays for the next chunk. */
  const completeLines = (ended: boolean): ServerSentEvent[] => {
    // A `\r` at the end may still be half of a `\r\n`, unless the stream has ended.
    const held = !ended && buffer.endsWith('\r') ? 1 : 0;
    const lines = buffer.slice(0, buffer.length - held).split(/\r\n|\r|\n/);
    buffer = (lines.pop() ?? '') + buffer.slice(buffer.length - held);
    const events: ServerSentEvent[] = [];
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) events.push({ id, data: data.join('\n') });
        id = null;
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    return events;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      yield* completeLines(done);
      if (done) return;
    }
  } finally {
    // A reader that stops early (the answer is done, the page left) closes the connection.
    reader.cancel().catch(() => undefined);
  }
}
