export { Citation, type CitationProps } from './Citation';
export {
  answerCitationSource,
  citationHref,
  citationLinkState,
  citedPassageOf,
  type CitationKind,
  type CitationSource,
  type CitedPassage,
} from './citationTarget';
export { useCitationLabel, type CitationLabel } from './useCitationLabel';
