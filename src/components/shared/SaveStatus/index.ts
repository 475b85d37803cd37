export { SAVE_STATES, SaveStatus, type SaveState, type SaveStatusProps } from './SaveStatus';
