export { BackHomeButton, type BackHomeButtonProps } from './BackHomeButton';
export { NotFoundScreen } from './NotFoundScreen';
export { ServerErrorScreen, type ServerErrorScreenProps } from './ServerErrorScreen';
export { StatusScreen, type StatusScreenProps } from './StatusScreen';
export { UnderConstructionScreen } from './UnderConstructionScreen';
