import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sameText, wordDiff } from './wordDiff';

export interface VersionDiffProps {
  /** What the version is compared with: the current note, or the version before it. */
  currentText: string;
  versionText: string;
  /** `previous`: the diff is what the version changed, and its heading says so. */
  against?: 'current' | 'previous';
}

const WORDING = {
  current: { heading: 'notes.history.changes', same: 'notes.history.noChanges' },
  previous: { heading: 'notes.history.changesMade', same: 'notes.history.noChangesMade' },
} as const;

/**
 * What restoring a version would change, or what the version changed against the one before:
 * removed words struck through, added ones underlined.
 */
export function VersionDiff({ currentText, versionText, against = 'current' }: VersionDiffProps) {
  const intl = useIntl();
  const headingId = useId();
  const parts = useMemo(() => wordDiff(currentText, versionText), [currentText, versionText]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="overline" color="text.secondary">
        <FormattedMessage id={WORDING[against].heading} />
      </Typography>
      {sameText(parts) ? (
        <Typography variant="body2">
          <FormattedMessage id={WORDING[against].same} />
        </Typography>
      ) : (
        <Typography
          variant="body2"
          tabIndex={0}
          aria-labelledby={headingId}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxBlockSize: 320,
            overflowY: 'auto',
          }}
        >
          {parts.map((part, index) =>
            part.kind === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : (
              <Box
                key={index}
                component={part.kind === 'added' ? 'ins' : 'del'}
                title={intl.formatMessage({ id: `notes.history.${part.kind}` })}
                sx={(theme) => ({
                  color: 'text.primary',
                  borderRadius: 0.5,
                  // A tint, not the solid colour: body text keeps its contrast in both modes.
                  backgroundColor: alpha(
                    part.kind === 'added' ? theme.palette.success.main : theme.palette.error.main,
                    0.18,
                  ),
                })}
              >
                {part.text}
              </Box>
            ),
          )}
        </Typography>
      )}
    </Paper>
  );
}
