import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sseParser';

const parse = (chunks: string[]) => {
  const seen: SseMessage[] = [];
  const feed = createSseParser((message) => seen.push(message));
  chunks.forEach(feed);
  return seen;
};

describe('createSseParser', () => {
  it('reads id and data of each event', () => {
    expect(parse(['id: 3\ndata: {"a":1}\n\nid: 4\ndata: {"b":2}\n\n'])).toEqual([
      { id: '3', data: '{"a":1}' },
      { id: '4', data: '{"b":2}' },
    ]);
  });
  it('joins events split across chunks, anywhere', () => {
    expect(parse(['id: 1\nda', 'ta: hel', 'lo\n', '\n'])).toEqual([{ id: '1', data: 'hello' }]);
  });
  it('ignores comments and unknown fields, joins multi-line data, accepts CRLF', () => {
    expect(parse([': ping\n\nevent: x\r\ndata: a\r\ndata: b\r\n\r\n'])).toEqual([
      { id: null, data: 'a\nb' },
    ]);
  });
  it('keeps an unfinished event until its blank line', () => {
    expect(parse(['id: 1\ndata: x\n'])).toEqual([]);
  });
});
