import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { requestOf, type EventDraft } from './eventDraft';

/**
 * Under times shown in the viewer's zone: when the event is in the zone it was planned in
 * (docs/calendar.md "Time zones"), so a grantee knows both.
 */
export function EventZoneNote({ event }: { event: EventDraft }) {
  const intl = useIntl();
  const { start, end } = requestOf(event);
  if (!start || !end) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <FormattedMessage
        id="event.ownZone"
        values={{
          zone: event.timeZone,
          when: intl.formatDateTimeRange(new Date(start), new Date(end), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: event.timeZone,
          }),
        }}
      />
    </Typography>
  );
}
