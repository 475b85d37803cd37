export * from './TruncatedText';
