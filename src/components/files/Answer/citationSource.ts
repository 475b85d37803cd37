import type { Citation } from '@/api/schema';
import type { CitationSource } from '@/components/shared/Citation';

/** An answer's citation as the generic Citation chip takes it. */
export function citationSource(citation: Citation): CitationSource {
  if (citation.source === 'note') return { kind: 'note', id: citation.id, title: citation.title };
  const lines =
    citation.lineStart === null
      ? null
      : { start: citation.lineStart, end: citation.lineEnd ?? citation.lineStart };
  return { kind: 'file', id: citation.id, name: citation.title, page: citation.page, lines };
}
