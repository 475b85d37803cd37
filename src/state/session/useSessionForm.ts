import type { AsyncThunk } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { NO_ANSWER, type ApiError } from '@/api/client';
import { useAppDispatch } from '@/state/hooks';

interface CallState {
  pending: boolean;
  error: ApiError | null;
}

/**
 * Runs one of the session's calls (accountThunks) from a form: `submit(values)` sends it, and
 * `onDone(values)` runs once it succeeded (where the page goes next). A failure is `error`, which
 * the form shows; the caller never handles a rejection.
 */
export function useSessionForm<Result, Arg>(
  thunk: AsyncThunk<Result, Arg, { rejectValue: ApiError }>,
  onDone: (arg: Arg) => void,
) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CallState>({ pending: false, error: null });
  const submit = useCallback(
    async (arg: Arg) => {
      setState({ pending: true, error: null });
      // AsyncThunk types its argument conditionally; here it is simply Arg.
      const start = thunk as unknown as (arg: Arg) => ReturnType<typeof thunk>;
      const action = await dispatch(start(arg));
      if (thunk.fulfilled.match(action)) {
        setState({ pending: false, error: null });
        onDone(arg);
        return;
      }
      // Every session thunk rejects with an ApiError; without one, the thunk itself never ran.
      setState({ pending: false, error: (action.payload as ApiError | undefined) ?? NO_ANSWER });
    },
    [dispatch, thunk, onDone],
  );
  return { submit, ...state };
}
