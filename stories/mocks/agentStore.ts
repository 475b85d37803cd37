import {
  conversationTitle,
  readSlashCommand,
  type AgentMessage,
  type AgentStreamEvent,
  type ApprovalDecision,
  type Conversation,
} from '@/api/schema';
import {
  answer,
  conversation,
  leaseFile,
  markdownAnswer,
  milkNote,
  question,
} from './agentFixtures';
import { slashCommand } from './agentCommands';

/** An event before the log numbers it (Omit distributed over the union). */
type Unnumbered = AgentStreamEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'seq'>
    : never
  : never;

export interface StoredConversation {
  conversation: Conversation;
  messages: AgentMessage[];
  events: AgentStreamEvent[];
  deleted: boolean;
}

/** What the server refuses with a 409: a run while one is going, a step not waiting. */
export class AgentConflict extends Error {}

/**
 * Conversations in memory, answering as the server does: each change goes to the conversation's
 * event log in the server's order (docs/agent.md "Events"). An answer is written at once:
 * a slash command answers with its result (`slashCommand`: every command the product has),
 * anything else streams `markdownAnswer`.
 */
export class AgentStore {
  private readonly items = new Map<string, StoredConversation>();

  constructor(seed: { conversation: Conversation; messages: AgentMessage[] }[] = []) {
    for (const item of seed)
      this.items.set(item.conversation.id, { ...item, events: [], deleted: false });
  }

  list = () =>
    [...this.items.values()].filter((item) => !item.deleted).map((item) => item.conversation);
  get = (id: string) => {
    const item = this.items.get(id);
    return item && !item.deleted ? item : undefined;
  };
  create(title = '') {
    const created = conversation(title, new Date().toISOString());
    this.items.set(created.id, { conversation: created, messages: [], events: [], deleted: false });
    return created;
  }
  setDeleted(id: string, deleted: boolean) {
    const item = this.items.get(id);
    if (item) item.deleted = deleted;
    return item?.conversation;
  }
  rename(id: string, title: string) {
    const item = this.get(id);
    if (item) item.conversation = { ...item.conversation, title };
    return item?.conversation;
  }
  seq = (item: StoredConversation) => item.events.length;

  /** Asks: the question, then its answer. */
  run(item: StoredConversation, content: string) {
    this.assertIdle(item);
    const asked = question(content);
    item.messages.push(asked);
    this.push(item, { type: 'message', message: asked });
    this.noteQuestion(item, content);
    return this.answer(item, asked);
  }

  /** Regenerate (no `content`) or edit-last: drops what follows the last question, answers again. */
  redo(item: StoredConversation, content?: string) {
    this.assertIdle(item);
    const at = item.messages.findLastIndex((message) => message.role === 'user');
    if (at < 0) throw new AgentConflict('There is no question to answer again.');
    if (content === undefined && readSlashCommand(item.messages[at]!.content))
      throw new AgentConflict("A command's result cannot be answered again.");
    const dropped = item.messages.splice(at + 1);
    if (dropped.length)
      this.push(item, { type: 'removed', messageIds: dropped.map((message) => message.id) });
    let asked = item.messages[at]!;
    if (content !== undefined && content !== asked.content) {
      asked = { ...asked, content };
      item.messages[at] = asked;
      this.push(item, { type: 'message', message: asked });
      this.noteQuestion(item, content);
    }
    return this.answer(item, asked);
  }

  /** Stops a running answer (a seeded one: the store's own end at once), keeping its text. */
  stop(item: StoredConversation) {
    const running = item.messages.filter((message) => message.status === 'running');
    for (const message of running) {
      const mode = message.mode ?? 'generated';
      this.replace(item, { ...message, status: 'stopped', mode });
      this.push(item, {
        type: 'done',
        messageId: message.id,
        status: 'stopped',
        mode,
        notice: null,
        suggestions: [],
      });
      this.publish(item, false);
    }
  }

  /** Approves or declines a write waiting in a running answer, as the approval route does. */
  decide(item: StoredConversation, stepId: string, decision: ApprovalDecision) {
    const owner = item.messages.find(
      (message) =>
        message.status === 'running' &&
        message.steps.some((step) => step.id === stepId && step.status === 'awaiting_approval'),
    );
    if (!owner) throw new AgentConflict('This step is not waiting for approval.');
    const status = decision === 'decline' ? ('declined' as const) : ('approved' as const);
    const steps = owner.steps.map((step) => (step.id === stepId ? { ...step, status } : step));
    this.replace(item, { ...owner, steps });
    this.push(item, {
      type: 'step',
      messageId: owner.id,
      step: steps.find((s) => s.id === stepId)!,
    });
  }

  private answer(item: StoredConversation, asked: AgentMessage) {
    const command = slashCommand(asked.content);
    const reply = command
      ? answer('', { status: 'running', mode: 'command' })
      : answer('', { status: 'running', citations: [milkNote, leaseFile] });
    item.messages.push(reply);
    this.push(item, { type: 'message', message: reply });
    this.publish(item, true);
    if (command) {
      this.push(item, { type: 'command', messageId: reply.id, result: command, suggestions: [] });
    } else {
      for (let at = 0; at < markdownAnswer.length; at += 40) {
        const text = markdownAnswer.slice(at, at + 40);
        this.push(item, { type: 'delta', messageId: reply.id, text });
      }
    }
    const mode = command ? 'command' : 'generated';
    this.push(item, {
      type: 'done',
      messageId: reply.id,
      status: 'done',
      mode,
      notice: null,
      suggestions: [],
    });
    this.publish(item, false);
    // The thread read after the run shows the finished answer, as the server's would.
    this.replace(item, {
      ...reply,
      status: 'done',
      command,
      content: command ? '' : markdownAnswer,
    });
    return { userMessage: asked, assistantMessage: reply };
  }

  private assertIdle(item: StoredConversation) {
    if (item.messages.some((message) => message.status === 'running'))
      throw new AgentConflict('An answer is still being written.');
  }
  private noteQuestion(item: StoredConversation, content: string) {
    if (!item.conversation.title) item.conversation.title = conversationTitle(content);
  }
  private replace(item: StoredConversation, message: AgentMessage) {
    item.messages = item.messages.map((old) => (old.id === message.id ? message : old));
  }
  private push(item: StoredConversation, event: Unnumbered) {
    item.events.push({ ...event, seq: item.events.length + 1 } as AgentStreamEvent);
  }
  private publish(item: StoredConversation, running: boolean) {
    item.conversation = { ...item.conversation, running };
    this.push(item, { type: 'conversation', conversation: item.conversation });
  }
}
