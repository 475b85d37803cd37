import type {
  AgentMessage,
  AgentNotice,
  Citation,
  CommandResult,
  SlashCommand,
  ToolStep,
} from '@/api/schema';
import { sql, type Database } from '../../db/index.ts';
import { RUN_HEARTBEAT_MS, type Conversations } from './conversations.ts';
import type { RunWatcher } from './runWatcher.ts';

/** Text is saved at most this often while it streams (the first piece at once). */
export const DELTA_FLUSH_MS = 100;

/**
 * Saves one answer as it is written: text in throttled batches, steps, citations and the end,
 * each with its event in the same transaction. Writes go one after another in call order. Each
 * flush and a heartbeat timer read `stop_requested`, so a stop asked in any process reaches the
 * process running the answer; `onStop` is then called. A `watcher` hears of a step awaiting
 * approval and of the end in the transactions that save them.
 */
export function createAnswerWriter(
  conversations: Conversations,
  db: Database,
  conversationId: string,
  messageId: string,
  onStop: () => void,
  watcher?: RunWatcher,
) {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = '';
  let flushTimer: NodeJS.Timeout | undefined;
  let wroteText = false;
  let content = '';
  const steps: ToolStep[] = [];
  let citations: Citation[] = [];

  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  const heartbeat = setInterval(() => {
    void db
      .maybeOne<{ stop_requested: boolean }>(
        sql`UPDATE agent_messages SET heartbeat_at = now() WHERE id = ${messageId}
          RETURNING stop_requested`,
      )
      .then((row) => row?.stop_requested && onStop())
      .catch(() => undefined);
  }, RUN_HEARTBEAT_MS);

  function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    return serial(async () => {
      if (!pending) return;
      const text = pending;
      pending = '';
      content += text;
      const stop = await conversations.change(conversationId, async (tx) => {
        const row = await tx.one<{ stop_requested: boolean }>(sql`
          UPDATE agent_messages SET content = content || ${text}, heartbeat_at = now()
          WHERE id = ${messageId} RETURNING stop_requested`);
        await conversations.append(tx, conversationId, { type: 'delta', messageId, text });
        return row.stop_requested;
      });
      if (stop) onStop();
    });
  }

  return {
    get content() {
      return content + pending;
    },
    get citations() {
      return citations;
    },
    get hasText() {
      return (content + pending).trim().length > 0;
    },

    delta(text: string) {
      pending += text;
      if (!wroteText) {
        wroteText = true;
        void flush();
      } else flushTimer ??= setTimeout(() => void flush(), DELTA_FLUSH_MS);
    },

    flush,

    /** Adds or replaces a step (by id) and saves the list. */
    async step(step: ToolStep) {
      await flush();
      const index = steps.findIndex((s) => s.id === step.id);
      if (index >= 0) steps[index] = step;
      else steps.push(step);
      await serial(() =>
        conversations.change(conversationId, async (tx) => {
          await tx.execute(sql`UPDATE agent_messages SET steps = ${JSON.stringify(steps)}::jsonb,
            heartbeat_at = now() WHERE id = ${messageId}`);
          await conversations.append(tx, conversationId, { type: 'step', messageId, step });
          if (step.status === 'awaiting_approval') await watcher?.awaitingApproval(tx, step);
        }),
      );
    },

    /** Reads a step back (the decision route changes its status from any process). */
    async storedStep(stepId: string): Promise<ToolStep | undefined> {
      const row = await db.one<{ steps: ToolStep[] }>(
        sql`SELECT steps FROM agent_messages WHERE id = ${messageId}`,
      );
      const stored = row.steps.find((s) => s.id === stepId);
      const index = steps.findIndex((s) => s.id === stepId);
      if (stored && index >= 0) steps[index] = stored;
      return stored;
    },

    async addCitations(more: Citation[]) {
      if (!more.length) return;
      citations = [...citations, ...more];
      await serial(() =>
        conversations.change(conversationId, async (tx) => {
          await tx.execute(sql`UPDATE agent_messages SET citations = ${JSON.stringify(citations)}::jsonb
            WHERE id = ${messageId}`);
          await conversations.append(tx, conversationId, {
            type: 'citations',
            messageId,
            citations,
          });
        }),
      );
    },

    async command(result: CommandResult, suggestions: SlashCommand[]) {
      await serial(() =>
        conversations.change(conversationId, async (tx) => {
          await tx.execute(sql`UPDATE agent_messages SET command = ${JSON.stringify(result)}::jsonb,
            suggestions = ${JSON.stringify(suggestions)}::jsonb WHERE id = ${messageId}`);
          await conversations.append(tx, conversationId, {
            type: 'command',
            messageId,
            result,
            suggestions,
          });
        }),
      );
    },

    /** Saves the end: status, mode, notice; stops the heartbeat. */
    async finish(
      status: Exclude<AgentMessage['status'], 'running'>,
      mode: NonNullable<AgentMessage['mode']>,
      notice: AgentNotice | null,
      suggestions: SlashCommand[] = [],
    ) {
      clearInterval(heartbeat);
      await flush();
      await serial(() =>
        conversations.change(conversationId, async (tx) => {
          await tx.execute(sql`UPDATE agent_messages SET status = ${status}, mode = ${mode},
            notice = ${notice}, suggestions = ${JSON.stringify(suggestions)}::jsonb
            WHERE id = ${messageId}`);
          await conversations.append(tx, conversationId, {
            type: 'done',
            messageId,
            status,
            mode,
            notice,
            suggestions,
          });
          await conversations.touch(tx, conversationId);
          await conversations.publishConversation(tx, conversationId);
          await watcher?.finished(tx, status);
        }),
      );
    },

    dispose() {
      clearInterval(heartbeat);
      clearTimeout(flushTimer);
    },
  };
}

export type AnswerWriter = ReturnType<typeof createAnswerWriter>;
