import type { ToolStep } from '@/api/schema';
import type { AnswerWriter } from './answerWriter.ts';

/**
 * A step the user declined (or let expire): saved as such, and the model is told not to try
 * again. Returns what the model reads back.
 */
export async function refusedStep(
  writer: AnswerWriter,
  waiting: ToolStep,
  decision: 'declined' | 'expired' | 'stopped',
): Promise<string> {
  const expired = decision === 'expired';
  await writer.step({
    ...waiting,
    status: expired ? 'failed' : 'declined',
    error: expired ? 'approval_expired' : null,
  });
  return JSON.stringify({
    declined: true,
    note: 'The user did not approve this. Do not retry it.',
  });
}
