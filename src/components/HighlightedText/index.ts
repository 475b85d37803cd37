export * from './HighlightedText';
