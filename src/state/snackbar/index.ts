export * from './snackbarSlice';
export * from './snackbarTypes';
export * from './snackbarTiming';
