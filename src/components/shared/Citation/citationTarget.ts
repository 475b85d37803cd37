import { calendarLink, fileLink, noteLink, type FilePlace } from '@/routes/paths';

/**
 * What a citation points at, as plain data: the file assistant, the agent and anything else
 * that cites a file passage, a note or an event builds one of these from its own shapes.
 */
export type CitationSource =
  | ({ kind: 'file'; id: string; name: string } & FilePlace)
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
