import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/schema';
import type { ApiError } from '@/api/client';
import { fetchMe, SESSION_CALL_PREFIX, signIn, signUp } from './accountThunks';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface SessionState {
  /** `unknown` until the start-up `me` call answers; guards wait for it rather than redirect. */
  status: SessionStatus;
  user: User | null;
}

const initialState: SessionState = { status: 'unknown', user: null };

/**
 * A 401 on a call made with the session (the data cache's) means the session ended. The
 * session's own calls are not such calls: there a 401 means "wrong credentials".
 */
function isSessionRefused(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  if (action.type.startsWith(SESSION_CALL_PREFIX)) return false;
  return (action.payload as ApiError | undefined)?.status === 401;
}

const signedInAs = (_state: SessionState, { payload }: PayloadAction<{ user: User }>) => ({
  status: 'signedIn' as const,
  user: payload.user,
});

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
      .addCase(signIn.fulfilled, signedInAs)
      .addCase(signUp.fulfilled, signedInAs)
      .addCase(fetchMe.fulfilled, signedInAs)
      .addMatcher(isSessionRefused, () => ({ status: 'signedOut' as const, user: null }));
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
