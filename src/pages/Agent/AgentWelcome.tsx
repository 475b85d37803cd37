import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

const EXAMPLES = [
  'agent.example.today',
  'agent.example.note',
  'agent.example.event',
  'agent.example.ask',
];

/** The empty thread: what the agent does, and example prompts that fill the composer. */
export function AgentWelcome({ onExample }: { onExample: (text: string) => void }) {
  const intl = useIntl();
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'center', textAlign: 'center' }}>
        <AutoAwesome color="primary" fontSize="large" aria-hidden />
        <Typography variant="h4" component="h2">
          <FormattedMessage id="agent.welcome.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="agent.welcome.description" />
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {EXAMPLES.map((id) => {
            const text = intl.formatMessage({ id });
            return (
              <Button
                key={id}
                variant="outlined"
                size="small"
                onClick={() => onExample(text)}
                sx={{ textTransform: 'none' }}
              >
                {text}
              </Button>
            );
          })}
        </Stack>
      </Stack>
    </Box>
  );
}
