import type { IncomingMessage, ServerResponse } from 'node:http';
import { startModelServer } from './modelServer.ts';
import { REWRITE_SYSTEM } from '../services/assistant/queryRewrite.ts';

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

/**
 * Words the fake embedder takes for the same meaning, so vectors find what words miss: other
 * English words, and French ones (a multilingual model puts a word and its translation together).
 */
const SYNONYMS: Record<string, string> = {
  automobile: 'car',
  premium: 'insurance',
  voiture: 'car',
  assurance: 'insurance',
  jardin: 'garden',
  arroser: 'water',
  soir: 'evening',
};
const DIMENSIONS = 64;

/** A bag of words hashed into 64 dimensions, synonyms folded: enough to test the fusion. */
function fakeVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const word = SYNONYMS[raw] ?? raw;
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    vector[hash % DIMENSIONS]! += 1;
  }
  return vector;
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
    // Asked for search keywords: the question's words that have a synonym, as that synonym.
    if (body.messages[0]?.content === REWRITE_SYSTEM) {
      const words = body.messages[1]?.content.toLowerCase().match(/[a-z]+/g) ?? [];
      send(words.flatMap((word) => (SYNONYMS[word] ? [SYNONYMS[word]] : [])).join(' '));
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
