/** An OpenAI-compatible chat-completions endpoint (docs/assistant.md "Model"). */
export interface ModelConfig {
  url: string;
  model: string;
  key: string;
  /** No answer, or no new words, for this long: the call is given up. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
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

/** The `content` deltas of an OpenAI server-sent event stream, line by line. */
async function* deltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
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
      if (data === '[DONE]') return;
      let event: { choices?: { delta?: { content?: string } }[]; error?: unknown };
      try {
        event = JSON.parse(data) as typeof event;
      } catch {
        throw new ModelError('model_failed', 'The model sent something that is not JSON.');
      }
      if (event.error) throw new ModelError('model_failed', 'The model reported an error.');
      const text = event.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}

/**
 * Streams a chat completion's text. The time-out restarts with every piece that arrives, so a
 * long answer that keeps coming is not cut, and a model that stops mid-way is.
 */
export async function* streamChat(
  config: ModelConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
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
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body)
      throw new ModelError('model_failed', `The model answered ${response.status}.`);
    for await (const text of deltas(response.body)) {
      arm();
      yield text;
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
