import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, type NotificationEvent } from '@/components/shared/Notifications';

export const describeEvent = (event: NotificationEvent) =>
  event.type === 'closing' ? `${event.id} closing: ${event.reason}` : `${event.id} ${event.type}`;

/** Live lifecycle and close reasons of every notification, newest last. */
export function NotificationEventLog() {
  const { subscribe } = useNotify();
  const [lines, setLines] = useState<string[]>([]);
  useEffect(
    () => subscribe((event) => setLines((previous) => [...previous, describeEvent(event)])),
    [subscribe],
  );
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" id="event-log-title">
        Event log
      </Typography>
      {/* Focusable so keyboard users can scroll a long log. */}
      <Box
        role="log"
        aria-labelledby="event-log-title"
        tabIndex={0}
        sx={{ maxHeight: 240, overflow: 'auto', fontFamily: 'monospace', fontSize: 13 }}
      >
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
