import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SnackbarView } from '@/components/shared/Snackbar';
import {
  ALERT_COLORS,
  ALERT_VARIANTS,
  initialSnackbarState,
  type SnackbarState,
} from '@/state/snackbar';

// Doubled class specificity beats the anchor's media-query offsets, so each one sits in its cell.
const still = {
  '&&': { position: 'relative', inset: 'auto', transform: 'none', zIndex: 'auto' },
} as const;

interface Cell {
  label: string;
  state: Partial<SnackbarState>;
  message?: string;
}

function GalleryCell({ label, state, message }: Cell) {
  const intl = useIntl();
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <SnackbarView
        state={{ ...initialSnackbarState, ...state, open: true }}
        message={message ?? intl.formatMessage({ id: 'snackbar.noteArchived' })}
        autoHideDuration={null}
        onClose={() => {}}
        onUndo={() => {}}
        sx={still}
      />
    </Box>
  );
}

const LONG =
  'Archived “Quarterly planning: roadmap, hiring and the offsite agenda for the whole team”';

/** Every look of the store snackbar at once, pinned in place (the visual-regression grid). */
export function SnackbarGallery() {
  const cells: Cell[] = [
    { label: 'default', state: {} },
    { label: 'default, no close', state: { close: false } },
    { label: 'default, dense', state: { dense: true } },
    { label: 'default, long text', state: {}, message: LONG },
    ...ALERT_VARIANTS.flatMap((variant) =>
      ALERT_COLORS.map((color) => ({
        label: `alert ${variant} ${color}`,
        state: {
          variant: 'alert' as const,
          alert: { color, variant },
          iconVariant: 'default' as const,
          actionButton: true,
        },
      })),
    ),
    { label: 'alert, icon hidden, no action', state: { variant: 'alert', iconVariant: 'hide' } },
    {
      label: 'alert, dense',
      state: { variant: 'alert', dense: true, iconVariant: 'default', actionButton: true },
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(340px, 1fr))' }}>
      {cells.map((cell) => (
        <GalleryCell key={cell.label} {...cell} />
      ))}
    </Box>
  );
}
