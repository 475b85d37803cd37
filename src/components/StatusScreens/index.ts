export { BackHomeButton, type BackHomeButtonProps } from './BackHomeButton';
export { BuildingSection } from './BuildingSection';
export { NotFoundScreen } from './NotFoundScreen';
export { ServerErrorScreen, type ServerErrorScreenProps } from './ServerErrorScreen';
export { UnderConstructionScreen } from './UnderConstructionScreen';
