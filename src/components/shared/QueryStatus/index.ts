export { QuerySkeleton, type QuerySkeletonProps, type SkeletonShape } from './QuerySkeleton';
export { QueryStatus, type QueryState, type QueryStatusProps } from './QueryStatus';
export { RetryAlert, type RetryAlertProps } from './RetryAlert';
