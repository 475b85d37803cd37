/** An OpenAI-compatible chat-completions endpoint (docs/assistant.md "Model"). */
export interface ModelConfig {
  url: string;
  model: string;
  key: string;
  /** No answer, or no new words, for this long: the call is given up. */
  timeoutMs: number;
  /** A cap on the answer's length in tokens, for a request whose answer must be short. */
  maxTokens?: number;
}

/** A tool call as the chat-completions format carries it (arguments: a JSON text). */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user' | 'assistant'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A function the model may call, described by a JSON Schema of its arguments. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: object };
}

/** What a streamed completion yields: pieces of text, then the tool calls it asked for, if any. */
export type ChatPiece = { type: 'text'; text: string } | { type: 'tool_calls'; calls: ToolCall[] };

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

export class ModelError extends Error {
  constructor(
    readonly reason: 'model_failed' | 'model_timeout',
    message: string,
  ) {
    super(message);
  }
}

/** `ASSISTANT_LLM_URL` may be the API base (`…/v1`) or the full chat-completions address. */
export function completionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/**
 * The pieces of an OpenAI server-sent event stream, line by line: `content` deltas as they come,
 * `tool_calls` deltas gathered by index (a call's arguments arrive in fragments) and yielded
 * whole when the stream ends.
 */
async function* deltas(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatPiece> {
  const calls: ToolCall[] = [];
  const finish = function* (): Generator<ChatPiece> {
    if (calls.length) yield { type: 'tool_calls', calls: calls.filter(Boolean) };
  };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return yield* finish();
      let event: {
        choices?: { delta?: { content?: string | null; tool_calls?: ToolCallDelta[] } }[];
        error?: unknown;
      };
      try {
        event = JSON.parse(data) as typeof event;
      } catch {
        throw new ModelError('model_failed', 'The model sent something that is not JSON.');
      }
      if (event.error) throw new ModelError('model_failed', 'The model reported an error.');
      const delta = event.choices?.[0]?.delta;
      if (delta?.content) yield { type: 'text', text: delta.content };
      for (const part of delta?.tool_calls ?? []) {
        const index = part.index ?? 0;
        const call = (calls[index] ??= {
          id: '',
          type: 'function',
          function: { name: '', arguments: '' },
        });
        if (part.id) call.id = part.id;
        if (part.function?.name) call.function.name += part.function.name;
        if (part.function?.arguments) call.function.arguments += part.function.arguments;
      }
    }
  }
  yield* finish();
}

/** Streams a chat completion's text (the file assistant's answers). */
export async function* streamChat(
  config: ModelConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  for await (const piece of streamChatPieces(config, messages, undefined, signal))
    if (piece.type === 'text') yield piece.text;
}

/**
 * Streams a chat completion, with `tools` the model may call (the agent). The time-out restarts
 * with every piece that arrives, so a long answer that keeps coming is not cut, and a model that
 * stops mid-way is. Aborting `signal` stops reading and closes the connection to the model.
 */
export async function* streamChatPieces(
  config: ModelConfig,
  messages: ChatMessage[],
  tools: ToolDefinition[] | undefined,
  signal?: AbortSignal,
): AsyncGenerator<ChatPiece> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  arm();
  try {
    const response = await fetch(completionsUrl(config.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        stream: true,
        temperature: 0.2,
        ...(config.maxTokens ? { max_tokens: config.maxTokens } : {}),
        ...(tools?.length ? { tools, tool_choice: 'auto' } : {}),
      }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body)
      throw new ModelError('model_failed', `The model answered ${response.status}.`);
    for await (const piece of deltas(response.body)) {
      arm();
      yield piece;
    }
  } catch (error) {
    if (timedOut) throw new ModelError('model_timeout', 'The model took too long to answer.');
    if (error instanceof ModelError) throw error;
    throw new ModelError('model_failed', 'The model could not be reached.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
