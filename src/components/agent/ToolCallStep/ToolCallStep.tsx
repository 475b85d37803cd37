import Build from '@mui/icons-material/Build';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturb from '@mui/icons-material/DoNotDisturb';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApprovalDecision, ToolStep, ToolStepStatus } from '@/api/schema';
import { ApprovalActions } from './ApprovalActions';
import { CodeBlock } from './CodeBlock';
import { ExternalCallPreview } from './ExternalCallPreview';
import { toolResultSummary } from './toolResultSummary';
import { WritePreview } from './WritePreview';

export interface ToolCallStepProps {
  step: ToolStep;
  /** Answers a write waiting for approval; absent where nobody can answer (a story, a replay). */
  onDecide?: (decision: ApprovalDecision) => void;
  /** Something after the step, e.g. the link and UNDO of a write that was made. */
  after?: ReactNode;
}

const ICONS: Record<ToolStepStatus, ReactNode> = {
  running: <CircularProgress size={16} aria-hidden />,
  approved: <CircularProgress size={16} aria-hidden />,
  done: <CheckCircle fontSize="small" color="success" />,
  failed: <ErrorOutline fontSize="small" color="error" />,
  awaiting_approval: <HourglassEmpty fontSize="small" color="warning" />,
  declined: <DoNotDisturb fontSize="small" color="disabled" />,
};

/**
 * One tool the agent called (docs/product.md §8): its name and state in a line that expands to the
 * arguments and the result; a write waits here, with its preview, for the user's approval.
 */
export function ToolCallStep(props: ToolCallStepProps) {
  const { step, onDecide, after } = props;
  const { status: state, preview } = step;
  const intl = useIntl();
  const summary = step.error
    ? intl.formatMessage({ id: `agent.toolError.${step.error}` })
    : toolResultSummary(intl, step.result);
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  // A made-up tool is shown as unknown, under the name the model used (never as a real tool);
  // another server's tool under its own name and its server's.
  const name = intl.formatMessage(
    { id: `agent.tool.${step.name}` },
    {
      name: step.calledName ?? '',
      tool: step.external?.tool ?? '',
      server: step.external?.server ?? '',
    },
  );
  const answer = step.result?.kind === 'external_result' ? step.result : null;
  const status = intl.formatMessage({ id: `agent.toolState.${state}` });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ButtonBase
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={detailsId}
        sx={{ width: 1, justifyContent: 'flex-start', gap: 1, px: 1.5, py: 1, textAlign: 'start' }}
      >
        <Build fontSize="small" color="action" aria-hidden />
        <Box
          component="span"
          sx={{ typography: 'body2', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Box>
        <Box component="span" sx={{ display: 'inline-flex' }} aria-hidden>
          {ICONS[state]}
        </Box>
        <Box
          component="span"
          sx={{ typography: 'caption', color: 'text.secondary', flexGrow: 1, minWidth: 0 }}
        >
          {status}
          {summary ? ` · ${summary}` : ''}
        </Box>
        <ExpandMore
          fontSize="small"
          aria-hidden
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      <Collapse in={open} id={detailsId}>
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            <FormattedMessage id="agent.tool.arguments" />
          </Box>
          <CodeBlock text={JSON.stringify(step.arguments, null, 2)} />
          {answer && (
            <>
              <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 1 }}>
                <FormattedMessage id="agent.tool.answer" />
              </Box>
              <CodeBlock text={answer.text} />
              {answer.truncated && (
                <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
                  <FormattedMessage id="agent.tool.answerCut" />
                </Box>
              )}
            </>
          )}
        </Box>
      </Collapse>
      {preview && state !== 'declined' && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          {preview.kind === 'external_call' ? (
            <ExternalCallPreview
              server={preview.server}
              tool={preview.tool}
              arguments={step.arguments}
            />
          ) : (
            <WritePreview preview={preview} />
          )}
        </Box>
      )}
      {state === 'awaiting_approval' && onDecide && <ApprovalActions onDecide={onDecide} />}
      {after}
    </Paper>
  );
}
