import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';

// MUI's indeterminate bars animate `left` and `right`, so every frame moves a box and Chrome
// counts it as a layout shift (CLS while a page loads, docs/performance.md). These draw the same
// two sweeps, span for span, with `transform` on full-width bars, which is not a layout shift.
const sweep1 = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const sweep2 = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;

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
        // The rtl cache mirrors `left` and `translateX` here, so the sweeps run the other way.
        '& .MuiLinearProgress-bar': {
          left: 0,
          right: 'auto',
          width: '100%',
          transformOrigin: 'left',
        },
        '& .MuiLinearProgress-bar1': {
          animation: `${sweep1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
        },
        '& .MuiLinearProgress-bar2': {
          animation: `${sweep2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '& .MuiLinearProgress-bar1': {
            animation: 'none',
            transform: 'translateX(30%) scaleX(0.4)',
          },
          '& .MuiLinearProgress-bar2': { display: 'none' },
        },
      })}
    />
  );
}
