import { HttpResponse } from 'msw';
import { ZodError } from 'zod';
import {
  errorEnvelope,
  fieldErrorsFromZod,
  NOTE_LIMITS,
  noteContentBytes,
  noteIdParamsSchema,
  type ErrorEnvelope,
  type FieldErrors,
  type Note,
  type NoteConflict,
  type NoteContent,
  type NoteResponse,
} from '@/api/schema';

// The notes server's refusals, answered the same way by the mock handlers.

export type IdParams = { id: string };

export function notFound() {
  return HttpResponse.json<ErrorEnvelope>(errorEnvelope('not_found', 'Note not found'), {
    status: 404,
  });
}

export function invalid(problem: ZodError | FieldErrors) {
  const fields = problem instanceof ZodError ? fieldErrorsFromZod(problem) : problem;
  return HttpResponse.json<ErrorEnvelope>(
    errorEnvelope('validation_failed', 'Invalid note', fields),
    { status: 400 },
  );
}

/** The server refuses editor JSON over 1 MB before it looks at anything else. */
export function tooLarge(content: NoteContent | undefined) {
  return content && noteContentBytes(content) > NOTE_LIMITS.contentBytes
    ? HttpResponse.json<ErrorEnvelope>(
        errorEnvelope('payload_too_large', 'The note is larger than 1 MB'),
        { status: 413 },
      )
    : undefined;
}

/** The server checks the id is a UUID before it looks: "nope" is a 400, not a 404. */
export function withNoteId(
  params: IdParams,
  answer: (id: string) => Response | Promise<Response>,
): Response | Promise<Response> {
  const parsed = noteIdParamsSchema.safeParse(params);
  return parsed.success ? answer(parsed.data.id) : invalid(parsed.error);
}

/** A save's answer: the saved note, or 409 with the note as it is now. */
export function saveAnswer(result: { note: Note } | { conflict: Note }) {
  if ('conflict' in result) {
    return HttpResponse.json<NoteConflict>(
      {
        ...errorEnvelope('conflict', 'The note changed since you opened it'),
        current: result.conflict,
      },
      { status: 409 },
    );
  }
  return HttpResponse.json<NoteResponse>(result);
}
