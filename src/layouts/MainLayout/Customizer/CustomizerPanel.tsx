import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Fragment, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { Settings } from '@/config';
import type { SettingKey } from '@/state/settings/settingsSchema';
import { CUSTOMIZER_SECTIONS, type SectionProps } from './CustomizerSections';

export interface CustomizerPanelProps {
  /** The heading's id, so the surrounding dialog can be named by it. */
  titleId: string;
  onClose: () => void;
  settings: Settings;
  onChange: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  onReset: () => void;
  /** The groups of controls to show; all of them by default. */
  sections?: readonly ComponentType<SectionProps>[];
}

/** The customizer's content: every appearance field, applied live, and a reset to the defaults. */
export function CustomizerPanel({
  titleId,
  onClose,
  settings,
  onChange,
  onReset,
  sections = CUSTOMIZER_SECTIONS,
}: CustomizerPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <>
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
        {sections.map((Section, index) => (
          <Fragment key={index}>
            {index > 0 && <Divider />}
            <Section settings={settings} onChange={onChange} />
          </Fragment>
        ))}
      </Box>
    </>
  );
}
