import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/schema';
import type { ApiError } from '@/api/client';
import { accountApi } from '@/state/api/accountApi';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface SessionState {
  /** `unknown` until the start-up `me` call answers; guards wait for it rather than redirect. */
  status: SessionStatus;
  user: User | null;
}

const initialState: SessionState = { status: 'unknown', user: null };

// On these a 401 means "wrong credentials", not "your session ended".
const SESSIONLESS_ENDPOINTS = new Set(['login', 'register', 'forgot', 'resetPassword']);

function isSessionRefused(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
  return (
    (action.payload as ApiError | undefined)?.status === 401 &&
    !SESSIONLESS_ENDPOINTS.has(endpoint ?? '')
  );
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<User>): SessionState {
      return { status: 'signedIn', user: action.payload };
    },
    signedOut(): SessionState {
      return { status: 'signedOut', user: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(accountApi.endpoints.login.matchFulfilled, (_state, { payload }) => ({
        status: 'signedIn' as const,
        user: payload.user,
      }))
      .addMatcher(accountApi.endpoints.register.matchFulfilled, (_state, { payload }) => ({
        status: 'signedIn' as const,
        user: payload.user,
      }))
      .addMatcher(accountApi.endpoints.me.matchFulfilled, (_state, { payload }) => ({
        status: 'signedIn' as const,
        user: payload.user,
      }))
      .addMatcher(accountApi.endpoints.logout.matchFulfilled, () => initialSignedOut())
      .addMatcher(accountApi.endpoints.logout.matchRejected, () => initialSignedOut())
      .addMatcher(isSessionRefused, () => initialSignedOut());
  },
});

function initialSignedOut(): SessionState {
  return { status: 'signedOut', user: null };
}

export const { signedIn, signedOut } = sessionSlice.actions;
