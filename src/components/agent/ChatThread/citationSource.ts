import type { Citation as AnswerCitation } from '@/api/schema';
import type { CitationSource } from '@/components/shared/Citation';

/** An answer's source as the Citation chip takes it: a note, or a file at its page or lines. */
export function citationSource(citation: AnswerCitation): CitationSource {
  if (citation.source === 'note') return { kind: 'note', id: citation.id, title: citation.title };
  const lines =
    citation.lineStart !== null && citation.lineEnd !== null
      ? { start: citation.lineStart, end: citation.lineEnd }
      : null;
  return { kind: 'file', id: citation.id, name: citation.title, page: citation.page, lines };
}
