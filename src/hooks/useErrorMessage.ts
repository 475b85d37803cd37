import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toApiError } from '@/api/client';
import { errorMessageDescriptor, type ErrorMessageOverrides } from '@/lib/errorMessageDescriptor';

export type { ErrorMessageOverrides } from '@/lib/errorMessageDescriptor';

/**
 * The translated sentence for a failed call, the same in every form, page and notification:
 * specific whenever the server said why, and never the server's own (English) text.
 */
export function useErrorMessage() {
  const intl = useIntl();
  return useCallback(
    (failure: unknown, overrides: ErrorMessageOverrides = {}): string => {
      const { id, values } = errorMessageDescriptor(toApiError(failure), overrides);
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
