import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { remaining } from './remaining';
import { secondClock, stoppedClock } from './secondClock';

export interface CountdownProps {
  target: Date;
  /** A fixed "now" freezes the display (stories, screenshots); without it the clock ticks. */
  now?: Date;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ target, now }: CountdownProps) {
  const intl = useIntl();
  const clock = useSyncExternalStore(
    now ? stoppedClock : secondClock.subscribe,
    secondClock.now,
    secondClock.beforeHydration,
  );
  const time = now?.getTime() ?? clock;
  // Without a time (prerendered markup, and the render that hydrates it) the boxes keep their
  // size with their text hidden: the time then appears without moving anything (no layout shift).
  const left = time === null ? undefined : remaining(target.getTime(), time);
  if (left?.done)
    return (
      <Typography variant="h5" component="p" color="primary">
        <FormattedMessage id="countdown.done" />
      </Typography>
    );
  const hidden = left ? undefined : 'hidden';
  return (
    <Box
      role="timer"
      aria-busy={left ? undefined : true}
      // The date is written in the visitor's time zone, which the markup cannot know either.
      aria-label={
        left &&
        intl.formatMessage(
          { id: 'countdown.label' },
          { date: intl.formatDate(target, { dateStyle: 'long', timeStyle: 'short' }) },
        )
      }
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(64px, 96px))',
        gap: 1.5,
        justifyContent: 'center',
      }}
    >
      {UNITS.map((unit) => (
        <Paper key={unit} variant="outlined" sx={{ py: 1.5, textAlign: 'center' }}>
          <Typography
            variant="h3"
            component="span"
            sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', visibility: hidden }}
          >
            {intl.formatNumber(left?.[unit] ?? 0, { minimumIntegerDigits: 2 })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ visibility: hidden }}>
            <FormattedMessage id={`countdown.${unit}`} values={{ count: left?.[unit] ?? 0 }} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
