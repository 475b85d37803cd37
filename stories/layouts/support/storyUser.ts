import type { User } from '@/api/schema';
import type { CreateAppStoreOptions } from '@/state/store';

export const storyUser: User = {
  id: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@quire.test',
  createdAt: '2026-01-05T09:00:00Z',
};

/** Redux state of a signed-in session, for `parameters.preloadedState`. */
export const signedInState: CreateAppStoreOptions['preloadedState'] = {
  session: { status: 'signedIn', user: storyUser },
};
