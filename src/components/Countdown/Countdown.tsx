import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { remaining } from './remaining';

export interface CountdownProps {
  target: Date;
  /** A fixed "now" freezes the display (stories, screenshots); without it the clock ticks. */
  now?: Date;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ target, now }: CountdownProps) {
  const intl = useIntl();
  const [tick, setTick] = useState(() => now?.getTime() ?? Date.now());
  useEffect(() => {
    if (now) return;
    const timer = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [now]);
  const left = remaining(target.getTime(), now?.getTime() ?? tick);
  if (left.done)
    return (
      <Typography variant="h5" component="p" color="primary">
        <FormattedMessage id="countdown.done" />
      </Typography>
    );
  return (
    <Box
      role="timer"
      aria-label={intl.formatMessage(
        { id: 'countdown.label' },
        { date: intl.formatDate(target, { dateStyle: 'long', timeStyle: 'short' }) },
      )}
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
            sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
          >
            {intl.formatNumber(left[unit], { minimumIntegerDigits: 2 })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id={`countdown.${unit}`} values={{ count: left[unit] }} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
