import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './serverSentEvents';

function bodyOf(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function read(chunks: (string | Uint8Array)[]) {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(bodyOf(chunks))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads the id and data of each event', async () => {
    expect(await read(['id: 3\ndata: {"a":1}\n\nid: 4\ndata: {"b":2}\n\n'])).toEqual([
      { id: '3', data: '{"a":1}' },
      { id: '4', data: '{"b":2}' },
    ]);
  });

  it('yields each event once complete, wherever the chunks are cut', async () => {
    expect(
      await read(['data: {"a":1}\n\nda', 'ta: {"b"', ':2}\n', '\n', 'id: 7\nd', 'ata: x\n\n']),
    ).toEqual([
      { id: null, data: '{"a":1}' },
      { id: null, data: '{"b":2}' },
      { id: '7', data: 'x' },
    ]);
  });

  it('keeps a character cut between chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: 咖啡\n\n');
    expect(await read([bytes.slice(0, 8), bytes.slice(8)])).toEqual([{ id: null, data: '咖啡' }]);
  });

  it('joins the lines of a multi-line data, keeping empty ones and leading spaces past one', async () => {
    expect(await read(['data: one\ndata:\ndata:  two\ndata:three\n\n'])).toEqual([
      { id: null, data: 'one\n\n two\nthree' },
    ]);
  });

  it('skips comments (heartbeats) and other fields, and an event with no data', async () => {
    expect(
      await read([': ping\n\n', 'event: x\nretry: 10\n: ping\ndata: kept\n\n', 'id: 9\n\n']),
    ).toEqual([{ id: null, data: 'kept' }]);
  });

  it('reads CRLF and CR line ends, even a CRLF cut between chunks', async () => {
    expect(await read(['id: 1\r\ndata: one\r', '\ndata: two\r\n\r\n', 'data: cr\r\r'])).toEqual([
      { id: '1', data: 'one\ntwo' },
      { id: null, data: 'cr' },
    ]);
  });

  it('drops a last event the stream ends in the middle of', async () => {
    expect(await read(['data: whole\n\ndata: {"cut":', ''])).toEqual([{ id: null, data: 'whole' }]);
    expect(await read(['data: no blank line after\n'])).toEqual([]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: first\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(body)) {
      expect(event.data).toBe('first');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
