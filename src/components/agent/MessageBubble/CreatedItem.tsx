import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export interface UndoProps {
  /** Takes the write back; absent once undone or when it cannot be (a replayed thread). */
  onUndo?: () => void;
  undone?: boolean;
}

/**
 * What a write made, a link to it, what it changed (the note's history at the write's version),
 * and UNDO (docs/product.md §8). Once undone, only that is said: the item is gone.
 */
export function CreatedItem({
  sentence,
  to,
  openLabel,
  changesTo,
  onUndo,
  undone = false,
}: UndoProps & { sentence: ReactNode; to: string; openLabel: ReactNode; changesTo?: string }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {sentence}
      </Typography>
      {undone ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="agent.command.undone" />
        </Typography>
      ) : (
        <>
          <Link component={RouterLink} to={to} variant="body2">
            {openLabel}
          </Link>
          {changesTo && (
            <Link component={RouterLink} to={changesTo} variant="body2">
              <FormattedMessage id="agent.command.seeChanges" />
            </Link>
          )}
          {onUndo && (
            <Button size="small" onClick={onUndo}>
              <FormattedMessage id="agent.command.undo" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
