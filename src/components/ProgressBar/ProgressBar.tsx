import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';

/** The thin full-width bar fixed at the top while a page chunk loads. */
export function ProgressBar() {
  const intl = useIntl();
  return (
    <LinearProgress
      aria-label={intl.formatMessage({ id: 'app.pageLoading' })}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        height: LAYOUT.progressBarHeight,
        zIndex: theme.zIndex.tooltip + 1,
      })}
    />
  );
}
