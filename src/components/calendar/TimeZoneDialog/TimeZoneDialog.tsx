import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SkeletonShape } from '@/components/shared/QueryStatus';
import { SettingsActions, SettingsDialog } from '@/components/shared/SettingsDialog';
import { matchTimeZones, timeZoneOptions, type TimeZoneOption } from './timeZoneOptions';
import { formSubmit } from '@/lib/formSubmit';

export interface TimeZoneDialogProps {
  open: boolean;
  /** The zone saved now; null until the user has one (the browser's is then offered). */
  current: string | null;
  /** The zone this device is in. */
  browserZone: string;
  /** Whether the saved zone has been read yet. */
  status: 'loading' | 'error' | 'ready';
  /** Why the saved zone could not be read. */
  error?: unknown;
  onRetry: () => void;
  saving: boolean;
  /** Why the last save failed, in the user's words; null when it did not. */
  saveError: string | null;
  onSave: (zone: string) => void;
  onClose: () => void;
  /** The moment the offsets are shown for; stories pin it. */
  now?: Date;
}

const SKELETON: SkeletonShape = { rows: 1, rowHeight: 56 };

const label = (zone: string) => zone.replaceAll('_', ' ');

/** Choosing the zone every time in the calendar and on Home is shown in, from a searchable list. */
export function TimeZoneDialog(props: TimeZoneDialogProps) {
  const { open, onClose, status } = props;
  const intl = useIntl();
  return (
    <SettingsDialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="timezone.title" />}
      maxWidth="xs"
      query={{ status, error: props.error, onRetry: props.onRetry }}
      skeleton={SKELETON}
      loadingLabel={intl.formatMessage({ id: 'timezone.loading' })}
      loadErrorTitle={<FormattedMessage id="timezone.loadError" />}
      cancelLabel={<FormattedMessage id="timezone.cancel" />}
    >
      <TimeZoneForm {...props} />
    </SettingsDialog>
  );
}

function TimeZoneForm({
  current,
  browserZone,
  saving,
  saveError,
  onSave,
  onClose,
  now,
}: TimeZoneDialogProps) {
  const intl = useIntl();
  const [at] = useState(() => now ?? new Date());
  const options = useMemo(
    () => timeZoneOptions(at, [current ?? browserZone, browserZone]),
    [at, current, browserZone],
  );
  const [chosen, setChosen] = useState<string>(current ?? browserZone);
  const value = options.find((option) => option.zone === chosen) ?? null;
  const helpId = useId();
  return (
    <Box component="form" noValidate onSubmit={formSubmit(() => value && onSave(value.zone))}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <DialogContentText id={helpId}>
          <FormattedMessage id="timezone.help" />
        </DialogContentText>
        <Autocomplete<TimeZoneOption, false, true>
          options={options}
          value={value ?? undefined}
          disableClearable
          autoHighlight
          onChange={(_event, option) => setChosen(option.zone)}
          getOptionLabel={(option) => label(option.zone)}
          isOptionEqualToValue={(option, selected) => option.zone === selected.zone}
          filterOptions={(all, state) => matchTimeZones(all, state.inputValue)}
          noOptionsText={intl.formatMessage({ id: 'timezone.noMatch' })}
          renderOption={({ key, ...optionProps }, option) => (
            <Box
              component="li"
              key={key}
              {...optionProps}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <span>{label(option.zone)}</span>
              <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {option.offset}
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={intl.formatMessage({ id: 'timezone.label' })}
              helperText={value?.offset}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': helpId },
              }}
            />
          )}
        />
        {chosen !== browserZone && (
          <Box>
            <Button size="small" onClick={() => setChosen(browserZone)}>
              <FormattedMessage id="timezone.useDevice" values={{ zone: label(browserZone) }} />
            </Button>
          </Box>
        )}
        {saveError && <Alert severity="error">{saveError}</Alert>}
      </DialogContent>
      <SettingsActions
        onCancel={onClose}
        cancelLabel={<FormattedMessage id="timezone.cancel" />}
        saveLabel={<FormattedMessage id="timezone.save" />}
        saving={saving}
        saveDisabled={!value || chosen === current}
      />
    </Box>
  );
}
