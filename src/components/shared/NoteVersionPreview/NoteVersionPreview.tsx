import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

export interface NoteVersionPreviewProps {
  labelId: string;
  title: string;
  plainText: string;
  updatedAt?: string;
}

/** One side of a conflict, as plain text in a scrollable box. */
export function NoteVersionPreview({
  labelId,
  title,
  plainText,
  updatedAt,
}: NoteVersionPreviewProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minInlineSize: 0 }}
    >
      <Typography id={headingId} component="h3" variant="overline" color="text.secondary">
        <FormattedMessage id={labelId} />
        {updatedAt ? (
          <>
            {' · '}
            <FormattedDate value={updatedAt} dateStyle="medium" timeStyle="short" />
          </>
        ) : null}
      </Typography>
      <Typography
        component="p"
        variant="subtitle1"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title || intl.formatMessage({ id: 'notes.untitled' })}
      </Typography>
      <Typography
        variant="body2"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: labelId })}
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxBlockSize: 240,
          overflowY: 'auto',
        }}
      >
        {plainText}
      </Typography>
    </Paper>
  );
}
