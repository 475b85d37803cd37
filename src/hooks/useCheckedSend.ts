import { useState } from 'react';
import { toApiError, type ApiError } from '@/api/client';
import type { FormCheckResult } from '@/lib/formCheck';

/**
 * Sends a form checked by the schema the server uses: a submit shows the form's problems and
 * sends only a valid form; while it is sent the form waits, and a refusal keeps the server's
 * ApiError (on its fields or above the form) until the user edits again.
 */
export function useCheckedSend<Output>(
  checked: FormCheckResult<Output>,
  send: (data: Output) => Promise<void>,
) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const submit = async () => {
    setSubmitted(true);
    if (!checked.success) return;
    setBusy(true);
    setServerError(null);
    try {
      await send(checked.data);
    } catch (failure) {
      setServerError(toApiError(failure));
      setBusy(false);
    }
  };

  return { submitted, busy, serverError, clearServerError: () => setServerError(null), submit };
}
