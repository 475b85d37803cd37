import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QuerySkeleton, type SkeletonShape } from './QuerySkeleton';
import { RetryAlert } from './RetryAlert';

/** Where a query stands, as a page hands it to the component that shows it. */
export interface QueryState {
  status: 'loading' | 'error' | 'ready';
  /** Why it failed: said through useErrorMessage. */
  error?: unknown;
  onRetry: () => void;
}

export interface QueryStatusProps {
  query: QueryState;
  /**
   * Message ids: `loading` names the skeleton ("Loading your files"), `error` says what could not
   * be loaded ("Your files could not be loaded.").
   */
  messages: { loading: string; error: string };
  skeleton: SkeletonShape;
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
export function QueryStatus({ query, messages, empty, children, ...props }: QueryStatusProps) {
  const intl = useIntl();
  if (query.status === 'loading')
    return (
      <QuerySkeleton
        shape={props.skeleton}
        label={intl.formatMessage({ id: messages.loading })}
        slowThresholdMs={props.slowThresholdMs}
      />
    );
  if (query.status === 'error')
    return (
      <RetryAlert
        title={<FormattedMessage id={messages.error} />}
        error={query.error}
        onRetry={query.onRetry}
      />
    );
  return <>{empty ?? children}</>;
}
