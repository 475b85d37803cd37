import type { ReactNode } from 'react';
import { QuerySkeleton, type SkeletonShape } from './QuerySkeleton';
import { RetryAlert } from './RetryAlert';

export interface QueryStatusProps {
  status: 'loading' | 'error' | 'ready';
  /** The skeleton's accessible name, e.g. "Loading your files". */
  loadingLabel: string;
  skeleton: SkeletonShape;
  /** What could not be loaded, e.g. "Your files could not be loaded." */
  errorTitle?: ReactNode;
  /** Why it could not: said through useErrorMessage. */
  error?: unknown;
  onRetry: () => void;
  /** Shown instead of the content when the answer holds nothing (null: there is something). */
  empty?: ReactNode;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
  /** The answer, shown once it is here and not empty. */
  children: ReactNode;
}

/**
 * What a list, widget or preview shows for its query: a skeleton (with the 3-second hint), the
 * failure with a retry button, what to say when there is nothing, or the content.
 */
export function QueryStatus(props: QueryStatusProps) {
  const { status, empty, children } = props;
  if (status === 'loading')
    return (
      <QuerySkeleton
        shape={props.skeleton}
        label={props.loadingLabel}
        slowThresholdMs={props.slowThresholdMs}
      />
    );
  if (status === 'error')
    return <RetryAlert title={props.errorTitle} error={props.error} onRetry={props.onRetry} />;
  return <>{empty ?? children}</>;
}
