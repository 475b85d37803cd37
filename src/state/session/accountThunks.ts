import { createAsyncThunk } from '@reduxjs/toolkit';
import { browserStorage, toApiError, writeToken, type ApiError } from '@/api/client';
import type {
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  ResetRequest,
  SessionResponse,
} from '@/api/schema';
import { accountRequests } from './accountRequests';

/** Action types of the session's own calls start with this; the slice tells them apart by it. */
export const SESSION_CALL_PREFIX = 'session/call/';

function sessionCall<Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, { rejectValue: ApiError }>(
    `${SESSION_CALL_PREFIX}${name}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg);
      } catch (failure) {
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
  keepToken(accountRequests.login(values)),
);
export const signUp = sessionCall('register', (values: RegisterRequest) =>
  keepToken(accountRequests.register(values)),
);
export const requestPasswordReset = sessionCall('forgot', (values: ForgotRequest) =>
  accountRequests.forgot(values),
);
export const resetPassword = sessionCall('resetPassword', (values: ResetRequest) =>
  accountRequests.resetPassword(values),
);
export const fetchMe = sessionCall('me', (_arg: void) => accountRequests.me());
