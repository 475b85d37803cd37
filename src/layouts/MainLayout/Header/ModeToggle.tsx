import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import type { Mode } from '@/config';

export function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const intl = useIntl();
  const next: Mode = mode === 'light' ? 'dark' : 'light';
  const label = intl.formatMessage({ id: `header.mode.${next}` });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onChange(next)}>
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
