import { describe, expect, it } from 'vitest';
import { readSseData } from './readSseData';

function streamOf(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(chunks: (string | Uint8Array)[]) {
  const out: string[] = [];
  for await (const data of readSseData(streamOf(chunks))) out.push(data);
  return out;
}

describe('readSseData', () => {
  it('yields each event once it is complete, wherever the chunks are cut', async () => {
    expect(await collect(['data: {"a":1}\n\nda', 'ta: {"b"', ':2}\n', '\n'])).toEqual([
      '{"a":1}',
      '{"b":2}',
    ]);
  });

  it('keeps a character cut between chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: 咖啡\n\n');
    expect(await collect([bytes.slice(0, 8), bytes.slice(8)])).toEqual(['咖啡']);
  });

  it('skips comments and other fields, joins multi-line data, reads CRLF', async () => {
    expect(await collect([': ping\r\nevent: x\r\ndata: one\r\ndata:two\r\n\r\n'])).toEqual([
      'one\ntwo',
    ]);
  });

  it('does not take a CRLF cut between chunks for two line ends', async () => {
    expect(await collect(['data: one\r', '\ndata: two\r\n\r\n'])).toEqual(['one\ntwo']);
  });

  it('yields a last event the stream ends without a blank line after', async () => {
    expect(await collect(['data: last'])).toEqual(['last']);
  });
});
