export { Snackbar } from './Snackbar';
export { SnackbarHost } from './SnackbarHost';
export { SnackbarView, type SnackbarViewProps } from './SnackbarView';
export { useSnackbar, type OpenSnackbarOptions } from './useSnackbar';
