import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar, type OpenSnackbarOptions } from '@/components/shared/Snackbar';

/** Story scaffolding: opens the app's store snackbar the way a page would. */
export function SnackbarDemo(options: OpenSnackbarOptions) {
  const snackbar = useSnackbar();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => snackbar.open(options)}>
        Archive note
      </Button>
      <Typography data-testid="elsewhere">Somewhere else on the page</Typography>
    </Stack>
  );
}
