import {
  readSlashCommand,
  AGENT_LIMITS,
  toWallClock,
  type AgentLocale,
  type AgentMessage,
  type ApprovalDecision,
  type RunStartedResponse,
  type ToolStep,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { ModelConfig } from '../assistant/model.ts';
import type { AgentActions, AgentDeps, RunContext } from './actions.ts';
import { createAnswerWriter, type AnswerWriter } from './answerWriter.ts';
import { runSlashCommand, suggestCommands } from './commands.ts';
import type { Conversations } from './conversations.ts';
import { agentPrompt, answerWithModel } from './modelAnswer.ts';
import { nameAfterFirstAnswer } from './modelTitle.ts';
import { chatRunWatcher } from './chatRunWatcher.ts';
import type { RunWatcher } from './runWatcher.ts';
import type { ExternalToolbox } from './externalTools.ts';
import type { AgentTools } from './tools.ts';

/** A decision not seen through this process's wake is found by reading the step this often. */
const APPROVAL_POLL_MS = 500;

export interface RunInput {
  locale: AgentLocale;
  timeZone?: string;
}

/** A question saved with its running answer, ready to `begin` once its transaction commits. */
export interface PreparedRun {
  conversationId: string;
  started: RunStartedResponse;
  history: AgentMessage[];
  /** The question named the conversation: after its answer, the model may name it better. */
  named?: boolean;
}

/** The tools of the user's MCP servers, connected for one answer. */
export type ExternalToolsOf = (userId: string) => Promise<ExternalToolbox>;

export interface RunOptions {
  model?: ModelConfig;
  /** Tests shorten the limits. */
  runMs?: number;
  approvalMs?: number;
}

/**
 * Answers belong to the server (docs/agent.md): a run starts when a question is posted and goes
 * on whatever the client does, saving as it streams. Stop, approval and "is it still alive" all
 * go through the database, so any process can stop or approve what another one runs.
 */
export function createAgentRuns(
  db: Database,
  conversations: Conversations,
  deps: AgentDeps & { actions: AgentActions; tools: AgentTools; externalTools: ExternalToolsOf },
  options: RunOptions,
) {
  const active = new Map<string, { stop: AbortController; done: Promise<void> }>();

  /** Locks the conversation and refuses a second answer while one is running. */
  async function lockIdle(tx: Queryable, conversationId: string) {
    await tx.execute(
      sql`SELECT id FROM agent_conversations WHERE id = ${conversationId} FOR UPDATE`,
    );
    const running = await tx.maybeOne(sql`SELECT id FROM agent_messages
      WHERE conversation_id = ${conversationId} AND status = 'running'`);
    if (running) throw new HttpError('conflict', 'An answer is still being written.');
  }

  async function insertAnswer(tx: Queryable, conversationId: string, question: string) {
    const mode = readSlashCommand(question) ? 'command' : options.model ? 'generated' : 'search';
    const { id } = await tx.one<{ id: string }>(sql`
      INSERT INTO agent_messages (conversation_id, role, status, mode)
      VALUES (${conversationId}, 'assistant', 'running', ${mode}) RETURNING id`);
    const message = await conversations.message(tx, id);
    await conversations.append(tx, conversationId, { type: 'message', message });
    return message;
  }

  async function approval(
    conversationId: string,
    writer: AnswerWriter,
    step: ToolStep,
    stop: AbortSignal,
  ): Promise<'approved' | 'declined' | 'expired' | 'stopped'> {
    const always = await db.one<{ always_approve: boolean }>(
      sql`SELECT always_approve FROM agent_conversations WHERE id = ${conversationId}`,
    );
    if (always.always_approve) {
      await writer.step({ ...step, status: 'approved' });
      return 'approved';
    }
    await writer.step(step);
    const deadline = Date.now() + (options.approvalMs ?? AGENT_LIMITS.approvalMs);
    while (!stop.aborted && Date.now() < deadline) {
      const stored = await writer.storedStep(step.id);
      if (stored?.status === 'approved') return 'approved';
      if (stored?.status === 'declined') return 'declined';
      await new Promise<void>((resolve) => {
        const off = conversations.onChange(conversationId, finish);
        const timer = setTimeout(finish, APPROVAL_POLL_MS);
        stop.addEventListener('abort', finish);
        function finish() {
          off();
          clearTimeout(timer);
          stop.removeEventListener('abort', finish);
          resolve();
        }
      });
    }
    return stop.aborted ? 'stopped' : 'expired';
  }

  async function execute(
    conversationId: string,
    answer: AgentMessage,
    question: string,
    context: RunContext,
    history: AgentMessage[],
    stop: AbortController,
    watcher?: RunWatcher,
    named = false,
  ) {
    const writer = createAnswerWriter(
      conversations,
      db,
      conversationId,
      answer.id,
      () => stop.abort(),
      watcher,
    );
    try {
      const command = readSlashCommand(question);
      if (command) {
        const result = await runSlashCommand(deps.actions, context, command);
        await writer.command(result, []);
        return await writer.finish('done', 'command', null);
      }
      const timeZone = await deps.actions.zoneOf(context);
      if (options.model) {
        const external = await deps.externalTools(context.userId);
        const outcome = await answerWithModel({
          model: options.model,
          external,
          messages: agentPrompt(history, question, toWallClock(new Date(), timeZone), timeZone),
          context,
          writer,
          tools: deps.tools,
          stop: stop.signal,
          approval: (step) => approval(conversationId, writer, step, stop.signal),
          runMs: options.runMs,
        }).finally(() => external.close());
        if (outcome.kind === 'stopped') return await writer.finish('stopped', 'generated', null);
        if (outcome.kind === 'done') {
          await writer.finish('done', 'generated', outcome.notice);
          if (named)
            await nameAfterFirstAnswer(conversations, options.model, {
              conversationId,
              question,
              answer: writer.content,
              stop: stop.signal,
            });
          return;
        }
        return await searchAnswer(writer, context, question, timeZone, outcome.reason);
      }
      return await searchAnswer(writer, context, question, timeZone, null);
    } catch (error) {
      writer.dispose();
      await writer
        .finish(stop.signal.aborted ? 'stopped' : 'failed', answer.mode ?? 'generated', null)
        .catch(() => undefined);
      if (!stop.signal.aborted) throw error;
    }
  }

  /** Without a model (or when it failed): the question as a search, labelled as results. */
  async function searchAnswer(
    writer: AnswerWriter,
    context: RunContext,
    question: string,
    timeZone: string,
    notice: 'model_failed' | 'model_timeout' | null,
  ) {
    const [results, passages] = await Promise.all([
      deps.actions.searchAll(context.userId, question),
      deps.assistant.passages(context.userId, { question, scope: { files: 'all', notes: true } }),
    ]);
    const suggestions = suggestCommands(question, context, timeZone);
    await writer.addCitations(passages);
    await writer.command(results, suggestions);
    await writer.finish('done', 'search', notice, suggestions);
  }

  function start(
    conversationId: string,
    userId: string,
    answer: AgentMessage,
    question: string,
    input: RunInput,
    history: AgentMessage[],
    watcher?: RunWatcher,
    named?: boolean,
  ) {
    const stop = new AbortController();
    const context: RunContext = { userId, locale: input.locale, timeZone: input.timeZone };
    const done = execute(conversationId, answer, question, context, history, stop, watcher, named)
      .catch(() => undefined)
      .finally(() => active.delete(answer.id));
    active.set(answer.id, { stop, done });
  }

  async function prepare(
    tx: Queryable,
    conversationId: string,
    content: string,
  ): Promise<PreparedRun> {
    await lockIdle(tx, conversationId);
    const history = await conversations.messages(tx, conversationId);
    const { id } = await tx.one<{ id: string }>(sql`
      INSERT INTO agent_messages (conversation_id, role, content, status)
      VALUES (${conversationId}, 'user', ${content}, 'done') RETURNING id`);
    const userMessage = await conversations.message(tx, id);
    await conversations.append(tx, conversationId, { type: 'message', message: userMessage });
    const named = await conversations.noteQuestion(tx, conversationId, content);
    const assistantMessage = await insertAnswer(tx, conversationId, content);
    await conversations.publishConversation(tx, conversationId);
    return { conversationId, started: { userMessage, assistantMessage }, history, named };
  }

  function begin(prepared: PreparedRun, userId: string, input: RunInput, watcher?: RunWatcher) {
    const { started, history, conversationId, named } = prepared;
    conversations.wake(conversationId);
    start(
      conversationId,
      userId,
      started.assistantMessage,
      started.userMessage.content,
      input,
      history,
      watcher,
      named,
    );
  }

  /**
   * A question asked in the chat, new or again: in the user's own conversation, once runs a
   * crash left behind are ended, `save` stores it in one transaction and its answer starts.
   */
  async function answerInChat(
    userId: string,
    conversationId: string,
    input: RunInput,
    save: (tx: Queryable) => Promise<PreparedRun>,
  ) {
    await conversations.owned(userId, conversationId);
    await conversations.endDeadRuns(conversationId);
    const prepared = await conversations.change(conversationId, save);
    const watcher = chatRunWatcher(userId, conversationId, prepared.started.userMessage.content);
    begin(prepared, userId, input, watcher);
    return prepared.started;
  }

  /** The thread before the last question, for the model. */
  const historyBefore = (messages: AgentMessage[], questionId: string) =>
    messages.slice(
      0,
      messages.findIndex((m) => m.id === questionId),
    );

  return {
    send: (userId: string, conversationId: string, input: RunInput & { content: string }) =>
      answerInChat(userId, conversationId, input, (tx) =>
        prepare(tx, conversationId, input.content),
      ),

    /**
     * Saves a question and its running answer in the caller's transaction (a scheduled run's, so
     * the question exists exactly when the job fired); 409 while another answer runs.
     */
    prepare,

    /** Starts answering a prepared question, once its transaction committed. */
    begin,

    /** Replaces the last answer (regenerate) or the last question and its answer (edit). */
    redo: (userId: string, conversationId: string, input: RunInput & { content?: string }) =>
      answerInChat(userId, conversationId, input, async (tx) => {
        await lockIdle(tx, conversationId);
        const messages = await conversations.messages(tx, conversationId);
        const question = messages.findLast((m) => m.role === 'user');
        if (!question) throw new HttpError('conflict', 'There is no question to answer again.');
        // A command's result is what the command did: running it again would do it twice.
        if (input.content === undefined && readSlashCommand(question.content))
          throw new HttpError('conflict', "A command's result cannot be answered again.");
        const dropped = messages.slice(messages.indexOf(question) + 1).map((m) => m.id);
        await tx.execute(sql`DELETE FROM agent_messages WHERE id = ANY (${dropped}::uuid[])`);
        if (dropped.length)
          await conversations.append(tx, conversationId, { type: 'removed', messageIds: dropped });
        let userMessage = question;
        if (input.content !== undefined && input.content !== question.content) {
          await tx.execute(
            sql`UPDATE agent_messages SET content = ${input.content} WHERE id = ${question.id}`,
          );
          userMessage = await conversations.message(tx, question.id);
          await conversations.append(tx, conversationId, { type: 'message', message: userMessage });
          await conversations.noteQuestion(tx, conversationId, input.content);
        }
        const assistantMessage = await insertAnswer(tx, conversationId, userMessage.content);
        await conversations.publishConversation(tx, conversationId);
        return {
          conversationId,
          started: { userMessage, assistantMessage } satisfies RunStartedResponse,
          history: historyBefore(messages, question.id),
        };
      }),

    /** Asks the running answer to stop, wherever it runs; what arrived is kept. */
    async stop(userId: string, conversationId: string) {
      await conversations.owned(userId, conversationId);
      const stopped = await db.many<{ id: string }>(sql`
        UPDATE agent_messages SET stop_requested = true
        WHERE conversation_id = ${conversationId} AND status = 'running' RETURNING id`);
      for (const { id } of stopped) active.get(id)?.stop.abort();
      await Promise.all(stopped.map(({ id }) => active.get(id)?.done));
    },

    async decide(
      userId: string,
      conversationId: string,
      stepId: string,
      decision: ApprovalDecision,
    ) {
      await conversations.owned(userId, conversationId);
      await conversations.change(conversationId, async (tx) => {
        const row = await tx.maybeOne<{ id: string; steps: ToolStep[] }>(sql`
          SELECT id, steps FROM agent_messages
          WHERE conversation_id = ${conversationId} AND status = 'running'
            AND steps @> ${JSON.stringify([{ id: stepId, status: 'awaiting_approval' }])}::jsonb
          FOR UPDATE`);
        if (!row) throw new HttpError('conflict', 'This step is not waiting for approval.');
        const steps = row.steps.map((s) =>
          s.id === stepId
            ? {
                ...s,
                status: decision === 'decline' ? ('declined' as const) : ('approved' as const),
              }
            : s,
        );
        await tx.execute(
          sql`UPDATE agent_messages SET steps = ${JSON.stringify(steps)}::jsonb WHERE id = ${row.id}`,
        );
        if (decision === 'always')
          await tx.execute(
            sql`UPDATE agent_conversations SET always_approve = true WHERE id = ${conversationId}`,
          );
        await conversations.append(tx, conversationId, {
          type: 'step',
          messageId: row.id,
          step: steps.find((s) => s.id === stepId)!,
        });
      });
    },

    /** Resolves when every run this process started has ended (tests, shutdown). */
    async idle() {
      await Promise.all([...active.values()].map((run) => run.done));
    },

    /** Shutdown: this process's runs stop, saving what they had. */
    async close() {
      for (const run of active.values()) run.stop.abort();
      await this.idle();
    },
  };
}

export type AgentRuns = ReturnType<typeof createAgentRuns>;
