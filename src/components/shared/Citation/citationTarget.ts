import { citationSchema, type Citation as AnswerCitation } from '@/api/schema/assistant';
import { calendarLink, fileLink, noteLink, type FilePlace } from '@/routes/paths';

/** A cited passage and the sentences of it that answer the question (`marks`, UTF-16 ranges). */
export type CitedPassage = Pick<AnswerCitation, 'text' | 'marks'>;

/**
 * What a citation points at, as plain data: the file assistant, the agent and anything else
 * that cites a file passage, a note or an event builds one of these from its own shapes.
 */
export type CitationSource =
  | ({
      kind: 'file';
      id: string;
      name: string;
      /** The passage to highlight where the file opens (a PDF page's text). */
      passage?: CitedPassage;
    } & FilePlace)
  | { kind: 'note'; id: string; title: string }
  | {
      kind: 'event';
      id: string;
      title: string;
      /** The calendar the event belongs to (its owner's username). */
      calendar: string;
      /** ISO date-time of the start (or date, for an all-day event). */
      start: string;
      allDay?: boolean;
    };

export type CitationKind = CitationSource['kind'];

/** The in-app address that opens the cited place. */
export function citationHref(source: CitationSource): string {
  switch (source.kind) {
    case 'file':
      return fileLink(source.id, source);
    case 'note':
      return noteLink(source.id);
    case 'event':
      return calendarLink(source.calendar, source.id);
  }
}

/** An answer's source (file assistant or agent) as the Citation chip takes it. */
export function answerCitationSource(citation: AnswerCitation): CitationSource {
  if (citation.source === 'note') return { kind: 'note', id: citation.id, title: citation.title };
  const lines =
    citation.lineStart === null
      ? null
      : { start: citation.lineStart, end: citation.lineEnd ?? citation.lineStart };
  return {
    kind: 'file',
    id: citation.id,
    name: citation.title,
    page: citation.page,
    lines,
    passage: { text: citation.text, marks: citation.marks },
  };
}

/**
 * What a citation's link carries beside its address: the passage, so the page it opens can
 * highlight it. A shared or reloaded address has the page without the highlight.
 */
export function citationLinkState(source: CitationSource): { passage: CitedPassage } | undefined {
  return source.kind === 'file' && source.passage ? { passage: source.passage } : undefined;
}

const passageState = citationSchema.pick({ text: true, marks: true });

/** The passage a citation link brought (history state is outside input: checked, else null). */
export function citedPassageOf(state: unknown): CitedPassage | null {
  if (typeof state !== 'object' || state === null || !('passage' in state)) return null;
  const parsed = passageState.safeParse(state.passage);
  return parsed.success ? parsed.data : null;
}
