import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/client';
import { browserStorage, writeToken } from '@/api/client/tokenStorage';
import type {
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  ResetRequest,
  SessionResponse,
} from '@/api/schema';
import { accountCalls } from './accountCalls';

/** Action types of the session's own calls start with this; the slice tells them apart by it. */
export const SESSION_CALL_PREFIX = 'session/call/';

function sessionCall<Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, { rejectValue: ApiError }>(
    `${SESSION_CALL_PREFIX}${name}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg);
      } catch (failure) {
        // Imported here: the conversion reads the error envelope's schema (zod), which a
        // signed-out first paint does without.
        const { toApiError } = await import('@/api/client/apiError');
        return rejectWithValue(toApiError(failure));
      }
    },
  );
}

async function keepToken(session: Promise<SessionResponse>): Promise<SessionResponse> {
  const result = await session;
  writeToken(browserStorage(), result.token);
  return result;
}

export const signIn = sessionCall('login', (values: LoginRequest) =>
  keepToken(accountCalls.login(values)),
);
export const signUp = sessionCall('register', (values: RegisterRequest) =>
  keepToken(accountCalls.register(values)),
);
export const requestPasswordReset = sessionCall('forgot', (values: ForgotRequest) =>
  accountCalls.forgot(values),
);
export const resetPassword = sessionCall('resetPassword', (values: ResetRequest) =>
  accountCalls.resetPassword(values),
);
export const fetchMe = sessionCall('me', (_arg: void) => accountCalls.me());
