import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { MotionScope } from '@/components/shared/Motion';
import { PageTransition } from '@/components/shared/PageTransition';
import { Transitions } from '@/components/shared/Transitions';
import { SampleCard } from './TransitionDemo';

function Pane({ name }: { name: string }) {
  const [shown, setShown] = useState(false);
  const [page, setPage] = useState(0);
  return (
    <Stack spacing={1} data-testid={name} sx={{ minHeight: 260 }}>
      <Typography variant="subtitle2" component="h2">
        {name}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setShown(true)}>
          Fade in ({name})
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPage((n) => n + 1)}>
          Next page ({name})
        </Button>
      </Stack>
      <Transitions type="fade" in={shown}>
        <Box data-testid="fade">
          <SampleCard label="fade" />
        </Box>
      </Transitions>
      <PageTransition key={page}>
        <SampleCard label={`page ${page}`} />
      </PageTransition>
    </Stack>
  );
}

const column = (children: ReactNode) => <Box sx={{ flex: 1 }}>{children}</Box>;

/** The same fade and page transition with motion forced on, forced off, and following the system. */
export function ReducedMotionComparison() {
  return (
    <Stack direction="row" spacing={3}>
      {column(
        <MotionScope reducedMotion={false}>
          <Pane name="Motion on" />
        </MotionScope>,
      )}
      {column(
        <MotionScope reducedMotion>
          <Pane name="Motion off" />
        </MotionScope>,
      )}
      {column(<Pane name="System setting" />)}
    </Stack>
  );
}
