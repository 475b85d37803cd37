import { z } from './zodSetup';
import { matchRangeSchema } from './search';
import { storableString } from './text';
import { ASK_LIMITS } from './assistantPaths';
export * from './assistantPaths';

/**
 * What a question is asked over: every file (`files: 'all'`), a selection of files (ids), none
 * (`[]`), with or without the notes.
 */
export const askScopeSchema = z.object({
  files: z.union([z.literal('all'), z.array(z.uuid()).max(ASK_LIMITS.filesInScope)]),
  notes: z.boolean(),
});
export type AskScope = z.infer<typeof askScopeSchema>;

export const askRequestSchema = z
  .object({
    question: storableString().trim().min(1).max(ASK_LIMITS.question),
    scope: askScopeSchema.default({ files: 'all', notes: false }),
  })
  .strict();
export type AskRequest = z.input<typeof askRequestSchema>;

/** One numbered source of an answer: a file passage (page or lines) or a note. */
export const citationSchema = z.object({
  n: z.number().int().positive(),
  source: z.enum(['file', 'note']),
  /** The file's or the note's id. */
  id: z.uuid(),
  title: z.string(),
  heading: z.string(),
  page: z.number().int().positive().nullable(),
  lineStart: z.number().int().positive().nullable(),
  lineEnd: z.number().int().positive().nullable(),
  text: z.string(),
  /** The sentences of `text` that match the question (UTF-16 ranges). */
  marks: z.array(matchRangeSchema),
});
export type Citation = z.infer<typeof citationSchema>;

/** Why a generated answer was replaced by quotes. */
export const ANSWER_NOTICES = ['model_failed', 'model_timeout'] as const;
export type AnswerNotice = (typeof ANSWER_NOTICES)[number];

export const answerSchema = z.object({
  /**
   * `quotes`: the passages themselves; `extract`: the same with `text` the best sentence quoted
   * with its `[n]` (no model); `generated`: a model's text with `[n]` markers.
   */
  mode: z.enum(['quotes', 'extract', 'generated']),
  text: z.string(),
  citations: z.array(citationSchema),
  notice: z.enum(ANSWER_NOTICES).nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const askResponseSchema = z.object({ answer: answerSchema });
export type AskResponse = z.infer<typeof askResponseSchema>;

/**
 * Server-sent events of `POST /assistant/ask/stream`: `citations` first, then `delta`s of the
 * generated text, then `done` with the whole answer (quotes and a notice if the model failed).
 */
export const askStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('citations'), citations: z.array(citationSchema) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), answer: answerSchema }),
]);
export type AskStreamEvent = z.infer<typeof askStreamEventSchema>;
