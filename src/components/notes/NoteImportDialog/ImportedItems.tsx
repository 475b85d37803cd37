import { FormattedMessage, useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import type { NoteImportResult } from '@/api/schema/noteTransfer';
import { PreviewList } from '@/components/shared/PreviewList';

/** Titles shown before "and N more": enough to recognise the upload, short enough to scan. */
const SHOWN_TITLES = 8;

export interface ImportedItemsProps {
  result: NoteImportResult;
  /** The preview names what it would create; once done, the notebook shows it. */
  withTitles?: boolean;
}

/**
 * What an import creates (the first titles), how many attachments become files, and every item it
 * leaves out, with the reason.
 */
export function ImportedItems({ result, withTitles = true }: ImportedItemsProps) {
  const intl = useIntl();
  const titles = withTitles ? result.titles.slice(0, SHOWN_TITLES) : [];
  const more = (count: number) =>
    count > 0 ? intl.formatMessage({ id: 'notes.import.more' }, { count }) : undefined;
  return (
    <>
      {withTitles && result.created > 0 && (
        <PreviewList
          label={intl.formatMessage({ id: 'notes.import.titles' })}
          items={titles.map((title) => ({
            primary: title || intl.formatMessage({ id: 'notes.untitled' }),
          }))}
          more={more(result.created - titles.length)}
          primaryDir="auto"
        />
      )}
      {result.attachmentsKept > 0 && (
        <Typography variant="body2">
          <FormattedMessage
            id="notes.import.attachmentsKept"
            values={{ count: result.attachmentsKept }}
          />
        </Typography>
      )}
      {result.skipped.length > 0 && (
        <PreviewList
          heading={<FormattedMessage id="notes.import.skippedList" />}
          items={result.skipped.map((item) => ({
            primary: item.name,
            secondary: intl.formatMessage({ id: `notes.import.skip.${item.reason}` }),
          }))}
          more={more(result.skippedCount - result.skipped.length)}
          primaryDir="auto"
        />
      )}
    </>
  );
}
