import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/** A page of themed MUI pieces, so a preset, mode, direction or locale change shows at once. */
export function ThemeSampler() {
  const intl = useIntl();
  return (
    <Card component="main" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="h1">
            <FormattedMessage id="sampler.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="sampler.subtitle" />
          </Typography>
          <TextField
            label={intl.formatMessage({ id: 'sampler.fieldLabel' })}
            helperText={intl.formatMessage({ id: 'sampler.fieldHelper' }, { max: 200 })}
            defaultValue="Weekly review"
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained">
              <FormattedMessage id="sampler.primaryAction" />
            </Button>
            <Button variant="outlined" color="secondary">
              <FormattedMessage id="sampler.secondaryAction" />
            </Button>
            <Chip
              color="primary"
              label={intl.formatMessage({ id: 'sampler.chip' }, { count: 3 })}
            />
            <FormControlLabel
              control={<Switch defaultChecked />}
              label={intl.formatMessage({ id: 'settings.mode.dark' })}
            />
            <Link href="#guide">
              <FormattedMessage id="sampler.link" />
            </Link>
          </Stack>
          {(['info', 'success', 'warning', 'error'] as const).map((severity) => (
            <Alert key={severity} severity={severity}>
              <FormattedMessage id={`sampler.alert.${severity}`} />
            </Alert>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
