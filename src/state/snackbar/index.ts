export * from './snackbarSlice';
export * from './snackbarTypes';
