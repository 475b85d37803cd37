import { EventEmitter } from 'node:events';
import {
  conversationTitle,
  type AgentMessage,
  type AgentStreamEvent,
  type CommandResult,
  type ToolResult,
  type Conversation,
  type ConversationThreadResponse,
  type ListConversationsResponse,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { Cursors, PageRequest } from '../cursors.ts';

/** An event before the log numbers it. */
export type NewAgentEvent = AgentStreamEvent extends infer E
  ? E extends AgentStreamEvent
    ? Omit<E, 'seq'>
    : never
  : never;

/** A running answer whose process stopped touching it for this long died with its process. */
export const RUN_HEARTBEAT_MS = 2_000;
const DEAD_RUN = sql`interval '15 seconds'`;
/** The header search reads a conversation's questions up to this many characters. */
const QUESTIONS_CHARS = 20_000;

interface ConversationRow {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
  running: boolean;
}

interface MessageRow {
  id: string;
  role: AgentMessage['role'];
  content: string;
  status: AgentMessage['status'];
  mode: AgentMessage['mode'];
  steps: AgentMessage['steps'];
  citations: AgentMessage['citations'];
  command: AgentMessage['command'];
  suggestions: AgentMessage['suggestions'];
  notice: AgentMessage['notice'];
  created_at: Date;
}

const CONVERSATION_COLUMNS = sql`c.id, c.title, c.created_at, c.updated_at,
  EXISTS (SELECT 1 FROM agent_messages m WHERE m.conversation_id = c.id AND m.status = 'running') AS running`;
export const MESSAGE_COLUMNS = sql`id, role, content, status, mode, steps, citations, command,
  suggestions, notice, created_at`;

const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  running: row.running,
});

export const toMessage = (row: MessageRow): AgentMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  mode: row.mode,
  steps: row.steps,
  citations: row.citations,
  command: row.command,
  suggestions: row.suggestions,
  notice: row.notice,
  createdAt: row.created_at.toISOString(),
});

/**
 * Conversations, their messages and their event log (docs/agent.md). Every change a follower
 * must see is appended to `agent_events` in the transaction that makes it; `wakes` tells this
 * process's followers at once, followers in other processes poll the log.
 */
export function createConversations(db: Database, cursors: Cursors) {
  const wakes = new EventEmitter().setMaxListeners(0);

  async function one(userId: string, id: string, tx: Queryable = db) {
    const row = await tx.maybeOne<ConversationRow>(sql`
      SELECT ${CONVERSATION_COLUMNS} FROM agent_conversations c
      WHERE c.id = ${id} AND c.user_id = ${userId} AND c.deleted_at IS NULL`);
    return row ? toConversation(row) : null;
  }

  async function owned(userId: string, id: string, tx: Queryable = db): Promise<Conversation> {
    const conversation = await one(userId, id, tx);
    if (!conversation) throw new HttpError('not_found', 'No such conversation.');
    return conversation;
  }

  /** Numbers the event (locking the conversation row, so seqs commit in order) and logs it. */
  async function append(tx: Queryable, conversationId: string, event: NewAgentEvent) {
    const { last_seq: seq } = await tx.one<{ last_seq: string }>(sql`
      UPDATE agent_conversations SET last_seq = last_seq + 1
      WHERE id = ${conversationId} RETURNING last_seq`);
    const numbered = { ...event, seq: Number(seq) } as AgentStreamEvent;
    await tx.execute(sql`
      INSERT INTO agent_events (conversation_id, seq, payload)
      VALUES (${conversationId}, ${numbered.seq}, ${numbered})`);
    return numbered;
  }

  /** Runs `work` in a transaction, then wakes this process's followers of the conversation. */
  async function change<T>(conversationId: string, work: (tx: Queryable) => Promise<T>) {
    const result = await db.transaction(work);
    wakes.emit(conversationId);
    return result;
  }

  async function touch(tx: Queryable, conversationId: string) {
    await tx.execute(sql`UPDATE agent_conversations SET updated_at = date_trunc('milliseconds', now())
      WHERE id = ${conversationId}`);
  }

  /** Answers whose process died (no heartbeat) end as failed, so a thread never spins forever. */
  async function endDeadRuns(conversationId: string) {
    const dead = await db.many<{ id: string }>(sql`
      SELECT id FROM agent_messages WHERE conversation_id = ${conversationId}
        AND status = 'running' AND heartbeat_at < now() - ${DEAD_RUN}`);
    for (const { id } of dead) {
      await change(conversationId, async (tx) => {
        const ended = await tx.execute(sql`UPDATE agent_messages SET status = 'failed',
          notice = coalesce(notice, 'model_failed') WHERE id = ${id} AND status = 'running'`);
        if (!ended) return;
        const row = await tx.one<MessageRow>(
          sql`SELECT ${MESSAGE_COLUMNS} FROM agent_messages WHERE id = ${id}`,
        );
        await append(tx, conversationId, {
          type: 'done',
          messageId: id,
          status: 'failed',
          mode: row.mode ?? 'generated',
          notice: row.notice,
          suggestions: row.suggestions,
        });
        await publishConversation(tx, conversationId);
      });
    }
  }

  /** Marks what a command or a tool created and is gone since (trashed or deleted). */
  async function markTakenBack(tx: Queryable, userId: string, messages: AgentMessage[]) {
    const results = messages.flatMap((m) => [m.command, ...m.steps.map((step) => step.result)]);
    const noteIds = results.flatMap((r) => (r?.kind === 'note_created' ? [r.noteId] : []));
    const eventIds = results.flatMap((r) => (r?.kind === 'event_created' ? [r.eventId] : []));
    const automationIds = results.flatMap((r) =>
      r?.kind === 'automation_created' ? [r.automationId] : [],
    );
    if (noteIds.length + eventIds.length + automationIds.length === 0) return messages;
    const notes = await tx.many<{ id: string }>(sql`SELECT id FROM notes WHERE user_id = ${userId}
        AND id = ANY (${noteIds}::uuid[]) AND trashed_at IS NULL`);
    const events = await tx.many<{ id: string }>(sql`SELECT id FROM calendar_events
        WHERE user_id = ${userId} AND id = ANY (${eventIds}::uuid[])`);
    const automations = await tx.many<{ id: string }>(sql`SELECT id FROM automations
        WHERE user_id = ${userId} AND id = ANY (${automationIds}::uuid[]) AND deleted_at IS NULL`);
    const standing = new Set([...notes, ...events, ...automations].map((row) => row.id));
    const marked = <R extends CommandResult | ToolResult | null>(result: R): R => {
      const id =
        result?.kind === 'note_created'
          ? result.noteId
          : result?.kind === 'event_created'
            ? result.eventId
            : result?.kind === 'automation_created'
              ? result.automationId
              : null;
      return id === null || standing.has(id) ? result : { ...result!, undone: true };
    };
    return messages.map((m) => ({
      ...m,
      command: marked(m.command),
      steps: m.steps.map((step) => ({ ...step, result: marked(step.result) })),
    }));
  }

  async function publishConversation(tx: Queryable, conversationId: string) {
    const row = await tx.one<ConversationRow>(
      sql`SELECT ${CONVERSATION_COLUMNS} FROM agent_conversations c WHERE c.id = ${conversationId}`,
    );
    await append(tx, conversationId, { type: 'conversation', conversation: toConversation(row) });
  }

  return {
    owned,
    append,
    change,
    touch,
    endDeadRuns,
    publishConversation,
    /** Wakes this process's followers after a change committed in someone else's transaction. */
    wake(conversationId: string) {
      wakes.emit(conversationId);
    },
    /** Calls `listener` whenever this process logs an event of the conversation; returns the off. */
    onChange(conversationId: string, listener: () => void) {
      wakes.on(conversationId, listener);
      return () => void wakes.off(conversationId, listener);
    },

    async list(userId: string, query: PageRequest): Promise<ListConversationsResponse> {
      const cursor = cursors.position(query.cursor, 'keyset');
      const after = cursor
        ? sql`AND (c.updated_at, c.id) < (${cursor.u}::timestamptz, ${cursor.i}::uuid)`
        : sql``;
      const rows = await db.many<ConversationRow>(sql`
        SELECT ${CONVERSATION_COLUMNS} FROM agent_conversations c
        WHERE c.user_id = ${userId} AND c.deleted_at IS NULL ${after}
        ORDER BY c.updated_at DESC, c.id DESC LIMIT ${query.limit + 1}`);
      const items = rows.slice(0, query.limit).map(toConversation);
      const last = items.at(-1);
      return {
        items,
        nextCursor:
          rows.length > query.limit && last
            ? cursors.encode({ p: false, u: last.updatedAt, i: last.id })
            : null,
      };
    },

    async create(userId: string, title = ''): Promise<Conversation> {
      const row = await db.one<ConversationRow>(sql`
        INSERT INTO agent_conversations (user_id, title) VALUES (${userId}, ${title})
        RETURNING id, title, created_at, updated_at, false AS running`);
      return toConversation(row);
    },

    async rename(userId: string, id: string, title: string): Promise<Conversation> {
      await owned(userId, id);
      return change(id, async (tx) => {
        await tx.execute(sql`UPDATE agent_conversations SET title = ${title}, renamed_by_user = true,
          updated_at = date_trunc('milliseconds', now()) WHERE id = ${id}`);
        await publishConversation(tx, id);
        return owned(userId, id, tx);
      });
    },

    /**
     * Names an untitled conversation after its first question and keeps questions searchable.
     * True when this question named it: a model may then propose a better title (`nameByModel`).
     */
    async noteQuestion(tx: Queryable, conversationId: string, question: string) {
      const title = conversationTitle(question);
      const { named } = await tx.one<{ named: boolean }>(sql`UPDATE agent_conversations c SET
          title = CASE WHEN c.title = '' THEN ${title} ELSE c.title END,
          questions = right(c.questions || ${`\n${question}`}, ${QUESTIONS_CHARS}),
          updated_at = date_trunc('milliseconds', now())
        FROM (SELECT title FROM agent_conversations WHERE id = ${conversationId}) before
        WHERE c.id = ${conversationId} RETURNING before.title = '' AS named`);
      return named;
    },

    /**
     * The model's title replaces the words-based one, unless the user renamed the conversation
     * meanwhile (or deleted it); the `conversation` event carries it to every open list.
     */
    async nameByModel(conversationId: string, title: string) {
      await change(conversationId, async (tx) => {
        const renamed = await tx.execute(sql`UPDATE agent_conversations SET title = ${title}
          WHERE id = ${conversationId} AND NOT renamed_by_user AND deleted_at IS NULL`);
        if (renamed) await publishConversation(tx, conversationId);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db.execute(sql`
        UPDATE agent_conversations SET deleted_at = now()
        WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL`);
      if (!removed) throw new HttpError('not_found', 'No such conversation.');
      await db.execute(sql`UPDATE agent_messages SET stop_requested = true
        WHERE conversation_id = ${id} AND status = 'running'`);
    },

    async restore(userId: string, id: string): Promise<Conversation> {
      const restored = await db.execute(sql`
        UPDATE agent_conversations SET deleted_at = NULL
        WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NOT NULL`);
      if (!restored) throw new HttpError('not_found', 'No such deleted conversation.');
      return owned(userId, id);
    },

    async thread(userId: string, id: string): Promise<ConversationThreadResponse> {
      await owned(userId, id);
      await endDeadRuns(id);
      // One snapshot: the messages and the seq they reflect are read together.
      return db.transaction(async (tx) => {
        await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
        const conversation = await owned(userId, id, tx);
        const { last_seq } = await tx.one<{ last_seq: string }>(
          sql`SELECT last_seq FROM agent_conversations WHERE id = ${id}`,
        );
        const rows = await tx.many<MessageRow>(sql`
          SELECT ${MESSAGE_COLUMNS} FROM agent_messages WHERE conversation_id = ${id} ORDER BY ord`);
        const messages = await markTakenBack(tx, userId, rows.map(toMessage));
        return { conversation, messages, seq: Number(last_seq) };
      });
    },

    async message(tx: Queryable, id: string): Promise<AgentMessage> {
      return toMessage(
        await tx.one<MessageRow>(
          sql`SELECT ${MESSAGE_COLUMNS} FROM agent_messages WHERE id = ${id}`,
        ),
      );
    },

    async messages(tx: Queryable, conversationId: string): Promise<AgentMessage[]> {
      const rows = await tx.many<MessageRow>(sql`
        SELECT ${MESSAGE_COLUMNS} FROM agent_messages WHERE conversation_id = ${conversationId} ORDER BY ord`);
      return rows.map(toMessage);
    },

    /** Logged events after `after`, oldest first. */
    async eventsAfter(conversationId: string, after: number, limit = 500) {
      const rows = await db.many<{ payload: AgentStreamEvent }>(sql`
        SELECT payload FROM agent_events WHERE conversation_id = ${conversationId} AND seq > ${after}
        ORDER BY seq LIMIT ${limit}`);
      return rows.map((row) => row.payload);
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
