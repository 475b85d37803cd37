import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../api/schema';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface SessionState {
  /** `unknown` until the start-up `me` call answers; guards wait for it rather than redirect. */
  status: SessionStatus;
  user: User | null;
}

const initialState: SessionState = { status: 'unknown', user: null };

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
});

export const { signedIn, signedOut } = sessionSlice.actions;
