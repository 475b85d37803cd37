export { BackHomeButton, type BackHomeButtonProps } from './BackHomeButton';
export { NotFoundScreen } from './NotFoundScreen';
export { ServerErrorScreen, type ServerErrorScreenProps } from './ServerErrorScreen';
export { UnderConstructionScreen } from './UnderConstructionScreen';
