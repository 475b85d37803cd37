import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ToolResult } from '@/api/schema';
import { CommandResultView, type UndoProps } from '@/components/agent/MessageBubble';
import { CreatedItem } from '@/components/agent/MessageBubble/CreatedItem';
import { automationInWords, quotedPrompt } from '@/components/agent/ToolCallStep/automationInWords';
import { automationsLink } from '@/routes/paths';

/** A write tool's result as a command's: the sentence, the link and UNDO. */
export function WrittenItem({ result, ...undo }: UndoProps & { result: ToolResult | null }) {
  const intl = useIntl();
  if (result?.kind === 'automation_created') {
    return (
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <CreatedItem
          {...undo}
          sentence={intl.formatMessage(
            { id: 'agent.command.automationCreated' },
            { prompt: quotedPrompt(result.prompt), when: automationInWords(intl, result) },
          )}
          to={automationsLink()}
          openLabel={<FormattedMessage id="agent.command.openAutomations" />}
        />
      </Box>
    );
  }
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
