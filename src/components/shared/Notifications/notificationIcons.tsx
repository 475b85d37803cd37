import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { VariantType } from 'notistack';
import type { ReactNode } from 'react';
import type { IconVariant } from '@/state/snackbar';

const emoji = (symbol: string) => <span aria-hidden="true">{symbol}</span>;

const ICONS: Record<Exclude<IconVariant, 'hide'>, Partial<Record<VariantType, ReactNode>>> = {
  default: {
    success: <CheckCircleOutlined fontSize="small" aria-hidden="true" />,
    error: <ErrorOutlined fontSize="small" aria-hidden="true" />,
    warning: <WarningAmberOutlined fontSize="small" aria-hidden="true" />,
    info: <InfoOutlined fontSize="small" aria-hidden="true" />,
  },
  useemojis: {
    success: emoji('✅'),
    error: emoji('⛔'),
    warning: emoji('⚠️'),
    info: emoji('ℹ️'),
  },
};

export function notificationIcons(iconVariant: IconVariant) {
  return ICONS[iconVariant === 'hide' ? 'default' : iconVariant];
}
