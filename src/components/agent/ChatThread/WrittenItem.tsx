import Box from '@mui/material/Box';
import type { ToolResult } from '@/api/schema';
import { CommandResultView, type UndoProps } from '@/components/agent/MessageBubble';

/** A write tool's result as a command's: the sentence, the link and UNDO. */
export function WrittenItem({ result, ...undo }: UndoProps & { result: ToolResult | null }) {
  if (result?.kind !== 'note_created' && result?.kind !== 'event_created') return null;
  return (
    <Box sx={{ px: 1.5, pb: 1.5 }}>
      <CommandResultView
        result={result}
        username={result.kind === 'event_created' ? result.username : ''}
        {...undo}
      />
    </Box>
  );
}
