import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';

/** A page's own sentence for some codes, where it can say more than `errors.<code>`. */
export type ErrorMessageOverrides = Partial<Record<ApiError['code'], string>>;

/**
 * The translated sentence for a failed call, the same in every form, page and notification:
 * specific whenever the server said why, and never the server's own (English) text.
 */
export function useErrorMessage() {
  const intl = useIntl();
  return useCallback(
    (failure: unknown, overrides: ErrorMessageOverrides = {}): string => {
      const error = toApiError(failure);
      const override = overrides[error.code];
      if (override) return intl.formatMessage({ id: override });
      if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
        return intl.formatMessage(
          { id: 'errors.rate_limited_wait' },
          { seconds: Math.max(1, error.retryAfterSeconds) },
        );
      }
      return intl.formatMessage({ id: `errors.${error.code}` });
    },
    [intl],
  );
}
