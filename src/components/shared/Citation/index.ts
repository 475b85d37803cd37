export { Citation, type CitationProps } from './Citation';
export { citationHref, type CitationKind, type CitationSource } from './citationTarget';
export { useCitationLabel, type CitationLabel } from './useCitationLabel';
