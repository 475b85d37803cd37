import NoteAltOutlinedIcon from '@mui/icons-material/NoteAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { NoteFilter } from '@/api/schema';

export interface NotesEmptyProps {
  filter: NoteFilter;
  query?: string;
  tag?: string | null;
}

/** Why the list is empty, in the words of the current filter, search or tag. */
export function NotesEmpty({ filter, query, tag }: NotesEmptyProps) {
  const reason = query ? 'search' : tag ? 'tag' : filter;
  return (
    <Box
      sx={{
        py: 8,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <NoteAltOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography component="h2" variant="h6">
        <FormattedMessage id={`notes.empty.${reason}.title`} values={{ query, tag }} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={`notes.empty.${reason}.hint`} />
      </Typography>
    </Box>
  );
}
