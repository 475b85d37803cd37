/** An OpenAI-compatible embeddings endpoint (docs/assistant.md "Embeddings"). */
export interface EmbeddingsConfig {
  url: string;
  model: string;
  key: string;
  timeoutMs: number;
}

const BATCH = 64;

/** `ASSISTANT_EMBEDDINGS_URL` may be the API base (`…/v1`) or the full embeddings address. */
function embeddingsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/embeddings') ? trimmed : `${trimmed}/embeddings`;
}

/** Scaled to length 1, so a dot product in SQL is the cosine similarity. */
function unit(vector: number[]): number[] {
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/**
 * One vector per text, in order; throws when the endpoint fails or answers something else.
 * `beforeBatch` runs before each request and may throw to stop a long run (a deleted file).
 */
export async function embed(
  config: EmbeddingsConfig,
  texts: string[],
  beforeBatch?: () => Promise<void>,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let at = 0; at < texts.length; at += BATCH) {
    await beforeBatch?.();
    const input = texts.slice(at, at + BATCH);
    const response = await fetch(embeddingsUrl(config.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({ model: config.model, input }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`The embeddings endpoint answered ${response.status}.`);
    const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
    const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    if (
      data.length !== input.length ||
      !data.every(
        (item) =>
          Array.isArray(item.embedding) &&
          item.embedding.length > 0 &&
          item.embedding.every((value) => typeof value === 'number' && Number.isFinite(value)),
      )
    )
      throw new Error('The embeddings endpoint answered something else than one vector per text.');
    vectors.push(...data.map((item) => unit(item.embedding as number[])));
  }
  return vectors;
}
