import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  answerFromPassages,
  askRequestSchema,
  askResponseSchema,
  askStreamEventSchema,
  ASSISTANT_PATHS,
  fieldErrorsFromZod,
  type Answer,
  type AskStreamEvent,
  type Citation,
  type ErrorCode,
} from '@/api/schema';
import { assistantPassages } from './assistantFixtures';
import { retrieve, type MockPassage } from './assistantRetrieval';
import { apiUrl, bearerOf, bodyOf, errorFrom, jsonFrom } from './http';
import type { NotesStore } from './notesStore';

export { assistantPassages, assistantFixturePassage } from './assistantFixtures';
export type { MockPassage } from './assistantRetrieval';

export interface AssistantHandlerOptions {
  /** What the user's files hold (default: a lease, a packing list and a boiler note). */
  passages?: MockPassage[];
  /** Notes to answer from as well, when the scope includes them. */
  notes?: NotesStore;
  /** No model (quotes), a model that writes, or one that fails or goes quiet (quotes + notice). */
  model?: 'none' | 'writes' | 'fails' | 'times_out';
  /** Milliseconds before the passages are known ('infinite': never). */
  latency?: number | 'infinite';
  /** Milliseconds between pieces of a written answer. */
  pace?: number;
  /** Every question fails with this error instead. */
  failure?: ErrorCode;
  /** Refuse a request without a bearer token, as the server does (the contract test). */
  requireSession?: boolean;
  /** The stream ends after the first pieces, without `done` (the server's side broke). */
  breaksOff?: boolean;
  /** The stream stays open after this many pieces of a written answer: caught mid-stream. */
  holdsAfter?: number;
}

/** What a model would write from these passages: the first marked sentence of each, cited. */
function written(citations: Citation[]): string {
  return citations
    .map((citation) => {
      const mark = citation.marks[0];
      const sentence = mark ? citation.text.slice(mark.start, mark.end) : citation.text;
      return `${sentence} [${citation.n}]`;
    })
    .join(' ');
}

const sse = (event: AskStreamEvent) =>
  `data: ${JSON.stringify(askStreamEventSchema.parse(event))}\n\n`;

/**
 * `POST /assistant/ask` and `/ask/stream` answering from `passages` (and `notes`) by the server's
 * rules (docs/assistant.md): quotes without a model, nothing found says so, a failing model falls
 * back to the quotes with a notice; the stream sends its events over time like the server.
 */
export function assistantHandlers(options: AssistantHandlerOptions = {}): HttpHandler[] {
  const { passages = assistantPassages, model = 'none', pace = 40 } = options;

  async function prepare(request: Request) {
    if (options.requireSession && !bearerOf(request))
      return { refusal: errorFrom('unauthorized', 'Not signed in') };
    if (options.latency) await delay(options.latency);
    if (options.failure) return { refusal: errorFrom(options.failure, 'Mocked failure') };
    const parsed = askRequestSchema.safeParse(await bodyOf(request));
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error);
      return { refusal: errorFrom('validation_failed', 'Some fields need attention.', fields) };
    }
    const citations = retrieve(passages, options.notes, parsed.data.question, parsed.data.scope);
    const { question } = parsed.data;
    let answer: Answer;
    if (citations.length === 0 || model === 'none')
      answer = answerFromPassages(question, citations);
    else if (model === 'fails') answer = answerFromPassages(question, citations, 'model_failed');
    else if (model === 'times_out')
      answer = answerFromPassages(question, citations, 'model_timeout');
    else answer = { mode: 'generated', text: written(citations), citations, notice: null };
    return { answer };
  }

  return [
    http.post(apiUrl(ASSISTANT_PATHS.ask), async ({ request }) => {
      const prepared = await prepare(request);
      if ('refusal' in prepared) return prepared.refusal;
      return jsonFrom(askResponseSchema, { answer: prepared.answer });
    }),
    http.post(apiUrl(ASSISTANT_PATHS.askStream), async ({ request }) => {
      const prepared = await prepare(request);
      if ('refusal' in prepared) return prepared.refusal;
      const { answer } = prepared;
      // A written answer arrives word by word; the last piece keeps its spaces exact.
      const pieces = answer.mode === 'generated' ? (answer.text.match(/\S+\s*/g) ?? []) : [];
      const slowModel = model === 'times_out' ? 4 * pace : 0;
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const send = (event: AskStreamEvent) => controller.enqueue(encoder.encode(sse(event)));
          try {
            send({ type: 'citations', citations: answer.citations });
            if (slowModel) await delay(slowModel);
            for (const [index, text] of pieces.entries()) {
              if (index === options.holdsAfter) await delay('infinite');
              await delay(pace);
              send({ type: 'delta', text });
              if (options.breaksOff && index === 2) return controller.close();
            }
            if (options.breaksOff && pieces.length === 0) return controller.close();
            send({ type: 'done', answer });
            controller.close();
          } catch {
            // The page stopped reading (the user pressed stop): nothing left to send.
          }
        },
      });
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
        },
      });
    }),
  ];
}
