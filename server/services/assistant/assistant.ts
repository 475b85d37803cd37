import {
  ASK_LIMITS,
  answerFromPassages,
  questionClauses,
  type Answer,
  type AskScope,
  type Citation,
} from '@/api/schema';
import type { Queryable } from '../../db/index.ts';
import type { Search } from '../search/engine.ts';
import { toCitations } from './citations.ts';
import type { EmbeddingsConfig } from './embeddings.ts';
import { ModelError, streamChat, type ModelConfig } from './model.ts';
import { answerPrompt } from './prompt.ts';
import { lexiconUses, questionWeights } from './questionWeights.ts';
import { searchKeywords } from './queryRewrite.ts';
import { createRetrieval } from './retrieve.ts';

export interface AskInput {
  question: string;
  scope: AskScope;
}

/** Hooks the stream route passes: the citations as soon as they are known, each piece of text. */
export interface AnswerListener {
  citations?(citations: Citation[]): void;
  delta?(text: string): void;
}

/**
 * The assistant engine (docs/assistant.md): retrieval over the user's files and notes, then
 * either the passages themselves (no model configured, nothing found, or the model failed) or a
 * model's answer written from those passages only. The agent reuses `ask` and `passages`.
 */
export function createAssistant(
  db: Queryable,
  search: Search,
  model: ModelConfig | undefined,
  embeddings?: EmbeddingsConfig,
) {
  const retrieval = createRetrieval(db, embeddings);

  async function passages(userId: string, input: AskInput): Promise<Citation[]> {
    const clauses = questionClauses(input.question);
    const uses = await lexiconUses(db, userId, clauses);
    // A word the documents hold is read as typed, not as a typo of others (which would widen
    // the search to every passage holding one of them).
    const read = clauses.map((clause, i) => (uses[i] ? { ...clause, fuzzy: false } : clause));
    const prepared = await search.prepareClauses(userId, read);
    if (!prepared) return [];
    const weights = await questionWeights(db, userId, prepared, uses);
    const found = await retrieval.retrieve(
      userId,
      input.question,
      prepared,
      weights,
      input.scope,
      ASK_LIMITS.passages,
    );
    return toCitations(found, prepared);
  }

  return {
    passages,
    hasModel: model !== undefined,

    async ask(
      userId: string,
      input: AskInput,
      listener: AnswerListener = {},
      signal?: AbortSignal,
    ): Promise<Answer> {
      let citations = await passages(userId, input);
      // Nothing by the question's own words: a model may propose others (synonyms, another
      // language), which the same ranking then checks in their place.
      if (model && citations.length === 0) {
        const keywords = await searchKeywords(model, input.question, signal);
        if (keywords.length > 0)
          citations = await passages(userId, { ...input, question: keywords.join(' ') });
      }
      listener.citations?.(citations);
      if (!model || citations.length === 0) return answerFromPassages(input.question, citations);
      let text = '';
      try {
        for await (const piece of streamChat(
          model,
          answerPrompt(input.question, citations),
          signal,
        )) {
          text += piece;
          listener.delta?.(piece);
        }
      } catch (error) {
        if (error instanceof ModelError)
          return answerFromPassages(input.question, citations, error.reason);
        throw error;
      }
      if (!text.trim()) return answerFromPassages(input.question, citations, 'model_failed');
      return { mode: 'generated', text, citations, notice: null };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
