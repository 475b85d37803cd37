import { Close, RestartAlt } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  BORDER_RADIUS,
  DIRECTIONS,
  FONT_FAMILIES,
  LOCALES,
  MENU_ORIENTATIONS,
  MODES,
  SNACKBAR_MAX_STACK,
  type Settings,
} from '../../../config';
import type { SettingKey } from '../../../state/settings/settingsSchema';
import { ChoiceControl } from './ChoiceControl';
import { NotificationPreview } from './NotificationPreview';
import { PresetControl } from './PresetControl';
import { SliderControl } from './SliderControl';
import { SwitchControl } from './SwitchControl';

export interface CustomizerProps {
  open: boolean;
  onClose: () => void;
  settings: Settings;
  onChange: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  onReset: () => void;
  /** Renders in place instead of on <body> (galleries, screenshots). */
  disablePortal?: boolean;
}

const fontName = (family: string) => family.split(',')[0]?.replaceAll("'", '') ?? family;

/** The settings drawer: every appearance field, applied live, and a reset to the defaults. */
export function Customizer({
  open,
  onClose,
  settings,
  onChange,
  onReset,
  disablePortal = false,
}: CustomizerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      ModalProps={{ disablePortal }}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          sx: { width: { xs: '100%', sm: 360 } },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('customizer.title')}
        </Typography>
        <Button size="small" color="error" startIcon={<RestartAlt />} onClick={onReset}>
          {t('customizer.reset')}
        </Button>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5, overflowY: 'auto' }}>
        <ChoiceControl
          label={t('customizer.menuOrientation')}
          value={settings.menuOrientation}
          options={MENU_ORIENTATIONS.map((value) => ({
            value,
            label: t(`customizer.menuOrientation.${value}`),
          }))}
          onChange={(value) => onChange('menuOrientation', value)}
        />
        <SwitchControl
          label={t('customizer.miniDrawer')}
          checked={settings.miniDrawer}
          onChange={(value) => onChange('miniDrawer', value)}
        />
        <SwitchControl
          label={t('customizer.container')}
          checked={settings.container}
          onChange={(value) => onChange('container', value)}
        />
        <Divider />
        <ChoiceControl
          label={t('customizer.mode')}
          value={settings.mode}
          options={MODES.map((value) => ({ value, label: t(`settings.mode.${value}`) }))}
          onChange={(value) => onChange('mode', value)}
        />
        <PresetControl
          value={settings.presetColor}
          mode={settings.mode}
          onChange={(value) => onChange('presetColor', value)}
        />
        <ChoiceControl
          label={t('customizer.fontFamily')}
          value={settings.fontFamily}
          row={false}
          options={FONT_FAMILIES.map((value) => ({
            value,
            label: <span style={{ fontFamily: value }}>{fontName(value)}</span>,
          }))}
          onChange={(value) => onChange('fontFamily', value)}
        />
        <SliderControl
          label={t('customizer.borderRadius')}
          value={settings.borderRadius}
          min={BORDER_RADIUS.min}
          max={BORDER_RADIUS.max}
          format={(value) => t('customizer.borderRadius.value', { value })}
          onChange={(value) => onChange('borderRadius', value)}
        />
        <SwitchControl
          label={t('customizer.outlinedFilled')}
          checked={settings.outlinedFilled}
          onChange={(value) => onChange('outlinedFilled', value)}
        />
        <Divider />
        <ChoiceControl
          label={t('customizer.i18n')}
          value={settings.i18n}
          options={LOCALES.map((value) => ({
            value,
            label: <span lang={value}>{t(`settings.locale.${value}`)}</span>,
          }))}
          onChange={(value) => onChange('i18n', value)}
        />
        <ChoiceControl
          label={t('customizer.themeDirection')}
          value={settings.themeDirection}
          options={DIRECTIONS.map((value) => ({
            value,
            label: t(`customizer.themeDirection.${value}`),
          }))}
          onChange={(value) => onChange('themeDirection', value)}
        />
        <Divider />
        <SliderControl
          label={t('customizer.snackbarMaxStack')}
          value={settings.snackbarMaxStack}
          min={SNACKBAR_MAX_STACK.min}
          max={SNACKBAR_MAX_STACK.max}
          format={(value) => t('customizer.snackbarMaxStack.value', { value })}
          onChange={(value) => onChange('snackbarMaxStack', value)}
        />
        <NotificationPreview max={settings.snackbarMaxStack} />
      </Box>
    </Drawer>
  );
}
