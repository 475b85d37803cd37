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
} from '@/config';
import type { SettingKey } from '@/state/settings/settingsSchema';
import { fontName, useFontFaces } from '@/theme/fonts';
import { ChoiceControl } from './ChoiceControl';
import { NotificationPreview } from './NotificationPreview';
import { PresetControl } from './PresetControl';
import { SliderControl } from './SliderControl';
import { SwitchControl } from './SwitchControl';

export interface SectionProps {
  settings: Settings;
  onChange: <K extends SettingKey>(key: K, value: Settings[K]) => void;
}

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
}

/** Menu orientation, mini drawer, boxed content. */
export function LayoutSection({ settings, onChange }: SectionProps) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** Mode, colour preset, font, corner radius, filled inputs. */
export function ThemeSection({ settings, onChange }: SectionProps) {
  const t = useT();
  // Each choice is shown in its own family, so all three are declared while this is open.
  useFontFaces(FONT_FAMILIES);
  return (
    <>
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
    </>
  );
}

/** Language and text direction. */
export function LanguageSection({ settings, onChange }: SectionProps) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** How many notifications show at once, with a live sample. */
export function NotificationSection({ settings, onChange }: SectionProps) {
  const t = useT();
  return (
    <>
      <SliderControl
        label={t('customizer.snackbarMaxStack')}
        value={settings.snackbarMaxStack}
        min={SNACKBAR_MAX_STACK.min}
        max={SNACKBAR_MAX_STACK.max}
        format={(value) => t('customizer.snackbarMaxStack.value', { value })}
        onChange={(value) => onChange('snackbarMaxStack', value)}
      />
      <NotificationPreview max={settings.snackbarMaxStack} />
    </>
  );
}

export const CUSTOMIZER_SECTIONS = [
  LayoutSection,
  ThemeSection,
  LanguageSection,
  NotificationSection,
];
