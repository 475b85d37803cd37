import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCopyToClipboard } from '@/hooks/useCopyToClipboard';

/** A fenced code block with a copy button; a refused clipboard says so instead of failing quietly. */
export function CodeBlock({ code, children }: { code: string; children: ReactNode }) {
  const intl = useIntl();
  const { state, copy } = useCopyToClipboard();
  const label = intl.formatMessage({
    id: { idle: 'agent.code.copy', copied: 'agent.code.copied', failed: 'agent.code.copyFailed' }[
      state
    ],
  });
  return (
    <Box sx={{ position: 'relative', my: 1 }}>
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          pe: 6,
          overflowX: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: '0.85rem',
          direction: 'ltr',
          textAlign: 'left',
        }}
      >
        {children}
      </Box>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => void copy(code)}
          sx={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
        >
          {state === 'copied' ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Box
        component="span"
        role="status"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
        }}
      >
        {state === 'idle' ? '' : label}
      </Box>
    </Box>
  );
}
