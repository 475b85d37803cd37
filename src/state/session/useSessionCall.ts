import type { AsyncThunk } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { NO_ANSWER, type ApiError } from '@/api/client';
import { useAppDispatch } from '@/state/hooks';

interface CallState {
  isLoading: boolean;
  error: ApiError | null;
}

/**
 * Runs one of the session's calls (accountThunks) from a form: `[trigger, { isLoading, error }]`,
 * and `trigger(values).unwrap()` resolves with the answer or rejects with the ApiError.
 */
export function useSessionCall<Result, Arg>(
  thunk: AsyncThunk<Result, Arg, { rejectValue: ApiError }>,
) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CallState>({ isLoading: false, error: null });
  const trigger = useCallback(
    (arg: Arg) => {
      setState({ isLoading: true, error: null });
      // AsyncThunk types its argument conditionally; here it is simply Arg.
      const start = thunk as unknown as (arg: Arg) => ReturnType<typeof thunk>;
      const done = dispatch(start(arg)).then((action) => {
        if (thunk.fulfilled.match(action)) {
          setState({ isLoading: false, error: null });
          return action.payload as Result;
        }
        // Every session thunk rejects with an ApiError; without one, the thunk itself never ran.
        const error = (action.payload as ApiError | undefined) ?? NO_ANSWER;
        setState({ isLoading: false, error });
        throw error;
      });
      // The form shows the error from the state; a caller need not handle the rejection.
      done.catch(() => undefined);
      return { unwrap: () => done };
    },
    [dispatch, thunk],
  );
  return [trigger, state] as const;
}
