import Button from '@mui/material/Button';
import { signOut } from '@/state/session/signOut';
import { useAppDispatch } from '@/state/hooks';
import { StoryLanding } from '@stories/pages/auth/support/AuthStory';

/** Home in the flows: who is signed in, and a way out. */
export function FlowHome() {
  const dispatch = useAppDispatch();
  return (
    <StoryLanding>
      <Button sx={{ mt: 2 }} variant="outlined" onClick={() => void dispatch(signOut())}>
        Sign out
      </Button>
    </StoryLanding>
  );
}
