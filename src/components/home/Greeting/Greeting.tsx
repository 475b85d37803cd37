import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage } from 'react-intl';

export interface GreetingProps {
  name: string;
  /** The moment to greet for: its hour picks morning/afternoon/evening, its date is shown. */
  now: Date;
}

export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

export function Greeting({ name, now }: GreetingProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h2" component="h1">
        <FormattedMessage id={`home.greeting.${partOfDay(now.getHours())}`} values={{ name }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        <FormattedDate value={now} weekday="long" day="numeric" month="long" year="numeric" />
      </Typography>
    </Box>
  );
}
