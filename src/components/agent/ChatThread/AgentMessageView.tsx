import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AgentMessage, CommandResult, ToolResult } from '@/api/schema';
import { answerCitationSource, Citation } from '@/components/shared/Citation';
import { CommandResultView } from '@/components/agent/MessageBubble/CommandResultView';
import { MessageBubble, type MessageState } from '@/components/agent/MessageBubble/MessageBubble';
import { ToolCallStep } from '@/components/agent/ToolCallStep/ToolCallStep';
import { AnswerSources } from './AnswerSources';
import type { ChatThreadProps } from './ChatThread';
import { createdTarget } from './undoTarget';
import { WrittenItem } from './WrittenItem';

export type { UndoTarget } from './undoTarget';

const STATES: Record<AgentMessage['status'], MessageState> = {
  running: 'streaming',
  done: 'complete',
  stopped: 'stopped',
  failed: 'failed',
};

type Props = Omit<ChatThreadProps, 'messages' | 'footer'> & { message: AgentMessage };

/** One stored message as the thread shows it: steps, text, command result, notices. */
export function AgentMessageView({
  message,
  username,
  onDecide,
  onUndo,
  undone,
  onSuggestion,
}: Props) {
  const intl = useIntl();
  const numbers = useMemo(
    () => new Set(message.citations.map((citation) => citation.n)),
    [message.citations],
  );
  const renderCitation = useCallback(
    (n: number) => {
      const citation = message.citations.find((candidate) => candidate.n === n);
      return citation ? (
        <Citation n={n} source={answerCitationSource(citation)} variant="marker" />
      ) : (
        `[${n}]`
      );
    },
    [message.citations],
  );
  // Undone here, or gone since as the server read it (after a reload).
  const isUndone = (key: string, result: CommandResult | ToolResult | null) =>
    undone.has(key) || (result !== null && 'undone' in result && result.undone === true);
  const undoOf = (key: string, result: CommandResult | ToolResult | null) => {
    const target = createdTarget(result);
    return target && !isUndone(key, result) ? { onUndo: () => onUndo(key, target) } : {};
  };
  const notice = message.notice
    ? intl.formatMessage({ id: `agent.notice.${message.notice}` })
    : undefined;
  const failed =
    message.status === 'failed' ? intl.formatMessage({ id: 'agent.message.failed' }) : undefined;
  return (
    <MessageBubble
      author={message.role === 'user' ? 'user' : 'agent'}
      text={message.content}
      state={STATES[message.status]}
      searchResults={message.mode === 'search'}
      error={
        failed ??
        (message.notice === 'model_failed' || message.notice === 'model_timeout'
          ? undefined
          : notice)
      }
      citationNumbers={numbers}
      renderCitation={renderCitation}
      steps={
        message.steps.length > 0 && (
          <Stack spacing={1}>
            {message.steps.map((step) => (
              <ToolCallStep
                key={step.id}
                step={step}
                onDecide={(decision) => onDecide(step.id, decision)}
                after={
                  <WrittenItem
                    result={step.result}
                    undone={isUndone(step.id, step.result)}
                    {...undoOf(step.id, step.result)}
                  />
                }
              />
            ))}
          </Stack>
        )
      }
      result={
        <>
          <AnswerSources citations={message.citations} quoted={message.mode === 'search'} />
          {message.command && (
            <CommandResultView
              result={message.command}
              username={username}
              undone={isUndone(message.id, message.command)}
              {...undoOf(message.id, message.command)}
            />
          )}
          {notice &&
            !failed &&
            (message.notice === 'model_failed' || message.notice === 'model_timeout') && (
              <Typography variant="body2" color="text.secondary">
                {notice}
              </Typography>
            )}
          {message.suggestions.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="agent.message.suggestions" />
              </Typography>
              {message.suggestions.map((command) => (
                <Button
                  key={command}
                  size="small"
                  variant="outlined"
                  onClick={() => onSuggestion(command)}
                >
                  /{command}
                </Button>
              ))}
            </Stack>
          )}
        </>
      }
    />
  );
}
