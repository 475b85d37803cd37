import Event from '@mui/icons-material/Event';
import Schedule from '@mui/icons-material/Schedule';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ToolPreview } from '@/api/schema';
import { useEventTime } from '@/components/agent/MessageBubble';
import { automationInWords } from './automationInWords';

const ICONS = { note: StickyNote2, event: Event, automation: Schedule };

/** A prompt may run to pages: the card keeps a few lines of it (the arguments hold it whole). */
const clamped = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The note, event or automation a write tool would create, shown before the user approves it. */
export function WritePreview({
  preview,
}: {
  preview: Exclude<ToolPreview, { kind: 'external_call' }>;
}) {
  const Icon = ICONS[preview.kind];
  const intl = useIntl();
  const eventTime = useEventTime();
  const when =
    preview.kind === 'event'
      ? eventTime(preview)
      : preview.kind === 'automation'
        ? automationInWords(intl, preview)
        : null;
  const title = preview.kind === 'automation' ? preview.prompt : preview.title;
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.default' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Icon color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id={`agent.preview.${preview.kind}`} />
          </Typography>
          <Typography
            variant="subtitle2"
            component="p"
            sx={{
              overflowWrap: 'anywhere',
              ...(preview.kind === 'automation' && { whiteSpace: 'pre-wrap', ...clamped(4) }),
            }}
          >
            {title || <FormattedMessage id="agent.preview.untitled" />}
          </Typography>
          {when && <Typography variant="body2">{when}</Typography>}
          {preview.kind === 'note' && preview.text && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...clamped(4) }}
            >
              {preview.text}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
