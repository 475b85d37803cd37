import Event from '@mui/icons-material/Event';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { ToolPreview } from '@/api/schema';
import { useEventTime } from '@/components/agent/MessageBubble';

/** The note or event card a write tool would create, shown before the user approves it. */
export function WritePreview({
  preview,
}: {
  preview: Exclude<ToolPreview, { kind: 'external_call' }>;
}) {
  const Icon = preview.kind === 'note' ? StickyNote2 : Event;
  const eventTime = useEventTime();
  const when = preview.kind === 'event' ? eventTime(preview) : null;
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.default' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Icon color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage
              id={preview.kind === 'note' ? 'agent.preview.note' : 'agent.preview.event'}
            />
          </Typography>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {preview.title || <FormattedMessage id="agent.preview.untitled" />}
          </Typography>
          {when && <Typography variant="body2">{when}</Typography>}
          {preview.kind === 'note' && preview.text && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 4,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {preview.text}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
