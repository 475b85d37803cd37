export { ConfirmActions, type ConfirmActionsProps } from './ConfirmActions';
