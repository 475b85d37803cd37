import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { textWindow } from './textPreview';

export interface TextPreviewProps {
  bytes: ArrayBuffer;
  name: string;
  /** Cited lines: highlighted and scrolled into view. */
  lines: { start: number; end: number } | null;
}

/** A text, Markdown, CSV or JSON file as written, with line numbers (the ones citations use). */
export function TextPreview({ bytes, name, lines }: TextPreviewProps) {
  const intl = useIntl();
  const view = useMemo(() => textWindow(bytes, lines), [bytes, lines]);
  const firstCited = useRef<HTMLDivElement>(null);
  useEffect(() => {
    firstCited.current?.scrollIntoView({ block: 'center' });
  }, [view, lines]);
  const cited = (n: number) => lines !== null && n >= lines.start && n <= lines.end;
  const last = view.first + view.lines.length - 1;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {view.lines.length < view.total && (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage
            id="assistant.preview.window"
            values={{ first: view.first, last, total: view.total }}
          />
        </Typography>
      )}
      {/* A listing reads left to right with its numbers first in any layout (an attribute, as the
          rtl style plugin would turn a `direction` rule around); each line keeps its own. */}
      <Box
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'assistant.preview.text' }, { name })}
        sx={(theme) => ({
          maxBlockSize: '70vh',
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          '& > div': { display: 'flex' },
          '& > div[data-cited]': {
            bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.25 : 0.2),
          },
          '& > div > span:first-of-type': {
            flex: '0 0 auto',
            minInlineSize: '4ch',
            paddingInline: 1,
            textAlign: 'end',
            color: 'text.secondary',
            userSelect: 'none',
            borderInlineEnd: 1,
            borderColor: 'divider',
          },
          '& > div > span:last-of-type': {
            paddingInline: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          },
        })}
      >
        {view.lines.map((line, index) => {
          const n = view.first + index;
          const isCited = cited(n);
          return (
            <div
              key={n}
              ref={isCited && (n === lines?.start || index === 0) ? firstCited : undefined}
              data-line={n}
              data-cited={isCited || undefined}
            >
              <span aria-hidden>{n}</span>
              <span dir="auto">{line || ' '}</span>
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
