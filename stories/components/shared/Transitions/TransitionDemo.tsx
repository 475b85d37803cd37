import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Transitions, type TransitionsProps } from '@/components/shared/Transitions';

export function SampleCard({ label }: { label?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160 }}>
      <Typography variant="body2">
        <FormattedMessage id="transitions.sample" />
      </Typography>
      {label && (
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      )}
    </Paper>
  );
}

/** Story scaffolding: a card that enters and leaves through the wrapper on each toggle. */
export function TransitionDemo(props: Omit<TransitionsProps, 'children' | 'in'>) {
  const [shown, setShown] = useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', minHeight: 180 }}>
      <Button variant="outlined" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
      <Transitions {...props} in={shown}>
        <SampleCard label={`${props.type ?? 'grow'} · ${props.position ?? 'top-left'}`} />
      </Transitions>
    </Stack>
  );
}
