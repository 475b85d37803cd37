import Box from '@mui/material/Box';
import {
  TRANSITION_POSITIONS,
  TRANSITION_TYPES,
  Transitions,
} from '@/components/shared/Transitions';
import { SampleCard } from './TransitionDemo';

/** Every type × position, entered (the visual-regression grid). */
export function TransitionsGallery() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(${TRANSITION_POSITIONS.length}, 1fr)`,
      }}
    >
      {TRANSITION_TYPES.flatMap((type) =>
        TRANSITION_POSITIONS.map((position) => (
          <Transitions key={`${type}-${position}`} type={type} position={position}>
            <SampleCard label={`${type} · ${position}`} />
          </Transitions>
        )),
      )}
    </Box>
  );
}
