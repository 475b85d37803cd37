import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Stand-in page content for layout stories: shows the address (so play functions can read it),
 * history buttons (back/forward in a memory router) and a few themed controls for the customizer.
 */
export function DemoPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        Page content
      </Typography>
      <Typography>
        Address:{' '}
        <output data-testid="location" dir="ltr">{`${location.pathname}${location.search}`}</output>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          History back
        </Button>
        <Button variant="outlined" onClick={() => navigate(1)}>
          History forward
        </Button>
        <Button variant="contained" data-testid="sample-button">
          Sample action
        </Button>
      </Box>
      <TextField label="Sample field" data-testid="sample-field" sx={{ maxWidth: 320 }} />
    </Paper>
  );
}
