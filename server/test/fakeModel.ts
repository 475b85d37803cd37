import type { IncomingMessage, ServerResponse } from 'node:http';
import { startModelServer } from './modelServer.ts';
import { REWRITE_SYSTEM } from '../services/assistant/queryRewrite.ts';
import { fakeSynonyms, fakeVector } from './fakeEmbedder.ts';

export interface ModelRequest {
  headers: IncomingMessage['headers'];
  url: string;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

interface EmbeddingsBody {
  model: string;
  input: string[];
}

function embeddings(body: EmbeddingsBody, response: ServerResponse) {
  if (body.model === 'broken') {
    response.writeHead(500).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      data: body.input.map((text, index) => ({ index, embedding: fakeVector(text) })),
    }),
  );
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1. The model name picks the
 * behaviour: `good` streams a cited answer, `echo` repeats the passages it was sent, `broken`
 * answers 500, `hang` sends headers and then nothing, `stall` stops after one piece.
 * `closedEarly()` resolves when the client (the server under test) next closes a stream before
 * its end: how a test sees that a stop reached the model.
 */
export async function startFakeModel() {
  const requests: ModelRequest[] = [];
  const earlyCloses = new Set<() => void>();
  const server = await startModelServer<ModelRequest['body']>((body, request, response) => {
    requests.push({ headers: request.headers, url: request.url ?? '', body });
    if (request.url?.endsWith('/embeddings'))
      return embeddings(body as unknown as EmbeddingsBody, response);
    if (body.model === 'broken') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.on('close', () => {
      if (response.writableEnded) return;
      for (const notify of earlyCloses) notify();
      earlyCloses.clear();
    });
    const send = (content: string) =>
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    if (body.model === 'hang') return;
    // Asked for search keywords: the meanings of the question's words, as their names.
    if (body.messages[0]?.content === REWRITE_SYSTEM) {
      const words = body.messages[1]?.content.toLowerCase().match(/\p{L}+/gu) ?? [];
      send(words.flatMap(fakeSynonyms).join(' '));
      response.end('data: [DONE]\n\n');
      return;
    }
    if (body.model === 'stall') {
      send('Twenty-five ');
      return;
    }
    const pieces =
      body.model === 'echo'
        ? [body.messages.map((m) => m.content).join('\n')]
        : ['Employees get ', 'twenty-five days ', 'of paid leave [1].'];
    for (const piece of pieces) send(piece);
    response.end('data: [DONE]\n\n');
  });
  return {
    ...server,
    requests,
    closedEarly: () => new Promise<void>((resolve) => earlyCloses.add(resolve)),
  };
}
