import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoteImportResult } from '@/api/schema/noteTransfer';

/** Titles shown before "and N more": enough to recognise the upload, short enough to scan. */
const SHOWN_TITLES = 8;

export interface ImportedItemsProps {
  result: NoteImportResult;
  /** The preview names what it would create; once done, the notebook shows it. */
  withTitles?: boolean;
}

/** What an import creates (the first titles) and every item it leaves out, with the reason. */
export function ImportedItems({ result, withTitles = true }: ImportedItemsProps) {
  const intl = useIntl();
  const skippedId = useId();
  const titles = withTitles ? result.titles.slice(0, SHOWN_TITLES) : [];
  const more = result.created - titles.length;
  const unlisted = result.skippedCount - result.skipped.length;
  return (
    <>
      {withTitles && result.created > 0 && (
        <List dense aria-label={intl.formatMessage({ id: 'notes.import.titles' })}>
          {titles.map((title, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={title || intl.formatMessage({ id: 'notes.untitled' })}
                slotProps={{ primary: { noWrap: true, dir: 'auto' } }}
              />
            </ListItem>
          ))}
          {more > 0 && (
            <ListItem disableGutters>
              <ListItemText
                secondary={intl.formatMessage({ id: 'notes.import.more' }, { count: more })}
              />
            </ListItem>
          )}
        </List>
      )}
      {result.skipped.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" id={skippedId}>
            <FormattedMessage id="notes.import.skippedList" />
          </Typography>
          <List dense aria-labelledby={skippedId}>
            {result.skipped.map((item, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText
                  primary={item.name}
                  secondary={intl.formatMessage({ id: `notes.import.skip.${item.reason}` })}
                  slotProps={{ primary: { noWrap: true, dir: 'auto' } }}
                />
              </ListItem>
            ))}
            {unlisted > 0 && (
              <ListItem disableGutters>
                <ListItemText
                  secondary={intl.formatMessage({ id: 'notes.import.more' }, { count: unlisted })}
                />
              </ListItem>
            )}
          </List>
        </>
      )}
    </>
  );
}
