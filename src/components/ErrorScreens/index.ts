export * from './NotFoundScreen';
export * from './ServerErrorScreen';
