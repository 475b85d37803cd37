import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommandResult } from '@/api/schema';
import { calendarLink, fileLink, noteChangesLink, noteLink } from '@/routes/paths';
import { CreatedItem, type UndoProps } from './CreatedItem';
import { ItemLinks } from './ItemLinks';
import { useEventTime } from './useEventTime';

export interface CommandResultViewProps extends UndoProps {
  result: CommandResult;
  /** The signed-in user: their calendar's address. */
  username: string;
}

/** A slash command's outcome in the reader's language, with links (and UNDO for a write). */
export function CommandResultView({ result, username, ...undo }: CommandResultViewProps) {
  const intl = useIntl();
  const eventTime = useEventTime();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `agent.command.${id}` }, values);
  const untitled = say('untitled');
  switch (result.kind) {
    case 'note_created':
      return (
        <CreatedItem
          {...undo}
          sentence={say('noteCreated', { title: result.title || untitled })}
          to={noteLink(result.noteId)}
          openLabel={<FormattedMessage id="agent.command.openNote" />}
          changesTo={result.versionId && noteChangesLink(result.noteId, result.versionId)}
        />
      );
    case 'event_created':
      return (
        <CreatedItem
          {...undo}
          sentence={say('eventCreated', { title: result.title, when: eventTime(result) })}
          to={calendarLink(result.username, result.eventId)}
          openLabel={<FormattedMessage id="agent.command.openEvent" />}
        />
      );
    case 'event_needs_time':
      return (
        <Typography variant="body2">{say('eventNeedsTime', { title: result.title })}</Typography>
      );
    case 'unknown_command':
      return (
        <Typography variant="body2">{say('unknownCommand', { name: result.name })}</Typography>
      );
    case 'note_needs_text':
    case 'event_needs_title':
    case 'search_needs_words':
      return <Typography variant="body2">{say(result.kind)}</Typography>;
    case 'help':
      return (
        <Stack spacing={0.5}>
          <Typography variant="body2">{say('helpIntro')}</Typography>
          {result.commands.map((command) => (
            <Typography key={command} variant="body2">
              <code>{intl.formatMessage({ id: `agent.slash.${command}.usage` })}</code>
              {' — '}
              {intl.formatMessage({ id: `agent.slash.${command}.help` })}
            </Typography>
          ))}
        </Stack>
      );
    case 'search_results': {
      const hits = (hits: typeof result.notes, link: (id: string) => string) =>
        hits.map((hit) => ({ key: hit.id, label: hit.title || untitled, to: link(hit.id) }));
      const none = result.notes.length + result.events.length + result.files.length === 0;
      return (
        <Stack spacing={1}>
          <Typography variant="body2">
            {say(none ? 'searchNothing' : 'searchFound', { query: result.query })}
          </Typography>
          <ItemLinks heading={say('notes')} items={hits(result.notes, noteLink)} />
          <ItemLinks
            heading={say('events')}
            items={hits(result.events, (id) => calendarLink(username, id))}
          />
          <ItemLinks heading={say('files')} items={hits(result.files, fileLink)} />
        </Stack>
      );
    }
    case 'today': {
      const none = result.events.length + result.notes.length === 0;
      return (
        <Stack spacing={1}>
          <Typography variant="body2">
            {say(none ? 'todayNothing' : 'todayIntro', {
              date: intl.formatDate(`${result.date}T12:00:00Z`, {
                dateStyle: 'full',
                timeZone: 'UTC',
              }),
            })}
          </Typography>
          <ItemLinks
            heading={say('events')}
            items={result.events.map((event) => ({
              key: event.occurrenceId,
              label: event.title || untitled,
              detail: eventTime({ ...event, timeZone: result.timeZone }),
              to: calendarLink(result.username, event.id),
            }))}
          />
          <ItemLinks
            heading={say('recentNotes')}
            items={result.notes.map((note) => ({
              key: note.id,
              label: note.title || untitled,
              to: noteLink(note.id),
            }))}
          />
        </Stack>
      );
    }
  }
}
