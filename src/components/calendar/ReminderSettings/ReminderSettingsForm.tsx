import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeOfDaySchema, type ReminderSettings } from '@/api/schema/calendarReminders';
import { ReminderPicker } from '@/components/calendar/ReminderPicker';
import { SettingsActions } from '@/components/shared/SettingsDialog';
import { formSubmit } from '@/lib/formSubmit';

export interface ReminderSettingsFormProps {
  initial: ReminderSettings;
  saving: boolean;
  onSave: (settings: ReminderSettings) => void;
  onClose: () => void;
}

/** The settings as one form; Save sends them all, so what the user sees is what is stored. */
export function ReminderSettingsForm({
  initial,
  saving,
  onSave,
  onClose,
}: ReminderSettingsFormProps) {
  const intl = useIntl();
  const [settings, setSettings] = useState(initial);
  const change = (patch: Partial<ReminderSettings>) => setSettings((now) => ({ ...now, ...patch }));
  const toggle = (key: 'email' | 'agendaEmail') => (
    <Switch
      checked={settings[key]}
      onChange={(_event, on) => change({ [key]: on })}
      disabled={saving}
    />
  );
  const timeValid = timeOfDaySchema.safeParse(settings.agendaTime).success;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(() => timeValid && onSave(settings))}>
      <DialogContent sx={{ display: 'grid', gap: 3, pt: 0 }}>
        <ReminderPicker
          label={<FormattedMessage id="reminderSettings.timed" />}
          value={settings.defaultReminders}
          onChange={(defaultReminders) => change({ defaultReminders })}
          allDay={false}
          disabled={saving}
        />
        <ReminderPicker
          label={<FormattedMessage id="reminderSettings.allDay" />}
          value={settings.defaultAllDayReminders}
          onChange={(defaultAllDayReminders) => change({ defaultAllDayReminders })}
          allDay
          disabled={saving}
        />
        <Divider />
        <FormControlLabel
          control={toggle('email')}
          label={<FormattedMessage id="reminderSettings.email" />}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <FormControlLabel
            sx={{ flex: '1 1 16rem' }}
            control={toggle('agendaEmail')}
            label={<FormattedMessage id="reminderSettings.agenda" />}
          />
          <TextField
            type="time"
            label={intl.formatMessage({ id: 'reminderSettings.agendaTime' })}
            value={settings.agendaTime}
            onChange={(event) => change({ agendaTime: event.target.value })}
            disabled={saving || !settings.agendaEmail}
            error={!timeValid}
            helperText={
              timeValid
                ? intl.formatMessage({ id: 'reminderSettings.agendaHelp' })
                : intl.formatMessage({ id: 'fieldErrors.invalid_time_of_day' })
            }
            slotProps={{ htmlInput: { step: 60 }, inputLabel: { shrink: true } }}
            sx={{ width: '12rem' }}
          />
        </Box>
      </DialogContent>
      <SettingsActions
        onCancel={onClose}
        cancelLabel={<FormattedMessage id="reminderSettings.cancel" />}
        saveLabel={<FormattedMessage id="reminderSettings.save" />}
        saving={saving}
        saveDisabled={!timeValid}
      />
    </Box>
  );
}
