import type { IntlShape } from 'react-intl';
import type { ToolResult } from '@/api/schema';
import { quotedPrompt } from './automationInWords';

/** A tool's outcome in a line of the reader's language (the step's collapsed summary). */
export function toolResultSummary(intl: IntlShape, result: ToolResult | null): string | undefined {
  if (!result) return undefined;
  switch (result.kind) {
    case 'notes_found':
    case 'files_found':
    case 'events_found':
      return intl.formatMessage(
        { id: `agent.toolResult.${result.kind}` },
        { count: result.items.length },
      );
    case 'note_read':
    case 'note_created':
    case 'event_created':
      return intl.formatMessage({ id: `agent.toolResult.${result.kind}` }, { title: result.title });
    case 'automation_created':
      return intl.formatMessage(
        { id: 'agent.toolResult.automation_created' },
        { prompt: quotedPrompt(result.prompt) },
      );
    case 'external_result':
      return intl.formatMessage(
        { id: 'agent.toolResult.external_result' },
        { truncated: String(result.truncated) },
      );
  }
}
