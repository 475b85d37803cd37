import { useIntl } from 'react-intl';
import { formatEventStart } from '@/lib/eventStart';
import type { CitationSource } from './citationTarget';

export interface CitationLabel {
  /** The name of the cited thing (may be cut on screen). */
  name: string;
  /** Where in it: "p. 2", "lines 10–14", an event's date; never cut. */
  place: string | null;
  /** Everything, for the accessible name and the tooltip. */
  full: string;
}

/** The words a citation shows, in the reader's language. */
export function useCitationLabel(n: number, source: CitationSource): CitationLabel {
  const intl = useIntl();
  const name =
    source.kind === 'file'
      ? source.name
      : source.title.trim() ||
        intl.formatMessage({
          id: source.kind === 'note' ? 'citation.untitledNote' : 'citation.untitledEvent',
        });
  const place = placeOf(source, intl);
  const kind = intl.formatMessage({ id: `citation.kind.${source.kind}` });
  const full = intl.formatMessage(
    { id: place ? 'citation.fullWithPlace' : 'citation.full' },
    { n, kind, name, place },
  );
  return { name, place, full };
}

function placeOf(source: CitationSource, intl: ReturnType<typeof useIntl>): string | null {
  if (source.kind === 'note') return null;
  if (source.kind === 'event') return formatEventStart(intl, source.start, source.allDay ?? false);
  if (source.page) return intl.formatMessage({ id: 'citation.page' }, { page: source.page });
  if (source.lines) {
    const { start, end } = source.lines;
    return start === end
      ? intl.formatMessage({ id: 'citation.line' }, { line: start })
      : intl.formatMessage({ id: 'citation.lines' }, { start, end });
  }
  return null;
}
