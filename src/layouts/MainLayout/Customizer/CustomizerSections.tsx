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

/** The settings a switch turns on and off. */
type SwitchSetting = 'miniDrawer' | 'container' | 'outlinedFilled';

/** One on/off setting, labelled `customizer.<name>`. */
function SettingSwitch({ name, settings, onChange }: SectionProps & { name: SwitchSetting }) {
  const t = useT();
  return (
    <SwitchControl
      label={t(`customizer.${name}`)}
      checked={settings[name]}
      onChange={(value) => onChange(name, value)}
    />
  );
}

/** One number setting between bounds, labelled `customizer.<name>` and `customizer.<name>.value`. */
function SettingSlider({
  name,
  bounds,
  settings,
  onChange,
}: SectionProps & {
  name: 'borderRadius' | 'snackbarMaxStack';
  bounds: { min: number; max: number };
}) {
  const t = useT();
  return (
    <SliderControl
      label={t(`customizer.${name}`)}
      value={settings[name]}
      min={bounds.min}
      max={bounds.max}
      format={(value) => t(`customizer.${name}.value`, { value })}
      onChange={(value) => onChange(name, value)}
    />
  );
}

/** One choice among words, labelled `customizer.<name>` and `customizer.<name>.<value>`. */
function SettingChoice<K extends 'menuOrientation' | 'themeDirection'>({
  name,
  values,
  settings,
  onChange,
}: SectionProps & { name: K; values: readonly Settings[K][] }) {
  const t = useT();
  return (
    <ChoiceControl
      label={t(`customizer.${name}`)}
      value={settings[name]}
      options={values.map((value) => ({ value, label: t(`customizer.${name}.${value}`) }))}
      onChange={(value) => onChange(name, value)}
    />
  );
}

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
}

/** Menu orientation, mini drawer, boxed content. */
export function LayoutSection(props: SectionProps) {
  return (
    <>
      <SettingChoice name="menuOrientation" values={MENU_ORIENTATIONS} {...props} />
      <SettingSwitch name="miniDrawer" {...props} />
      <SettingSwitch name="container" {...props} />
    </>
  );
}

/** Mode, colour preset, font, corner radius, filled inputs. */
export function ThemeSection(props: SectionProps) {
  const { settings, onChange } = props;
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
      <SettingSlider name="borderRadius" bounds={BORDER_RADIUS} {...props} />
      <SettingSwitch name="outlinedFilled" {...props} />
    </>
  );
}

/** Language and text direction. */
export function LanguageSection(props: SectionProps) {
  const { settings, onChange } = props;
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
      <SettingChoice name="themeDirection" values={DIRECTIONS} {...props} />
    </>
  );
}

/** How many notifications show at once, with a live sample. */
export function NotificationSection(props: SectionProps) {
  return (
    <>
      <SettingSlider name="snackbarMaxStack" bounds={SNACKBAR_MAX_STACK} {...props} />
      <NotificationPreview max={props.settings.snackbarMaxStack} />
    </>
  );
}

export const CUSTOMIZER_SECTIONS = [
  LayoutSection,
  ThemeSection,
  LanguageSection,
  NotificationSection,
];
