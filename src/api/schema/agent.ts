import { z } from './zodSetup';
import { citationSchema } from './assistant';
import { searchHitSchema } from './search';
import { cursorPage, cursorPageQuery } from './http';
import { storableString } from './text';
import { AGENT_LIMITS, AGENT_LOCALES, SLASH_COMMANDS } from './agentPaths';
import { storedRecurrenceSchema } from './calendarRecurrence';
export * from './agentPaths';

export const AGENT_TOOLS = [
  'search_notes',
  'search_files',
  'list_events',
  'read_note',
  'create_note',
  'create_event',
  'create_automation',
] as const;
export type AgentTool = (typeof AGENT_TOOLS)[number];
/**
 * What a step shows: one of the tools, a tool of an MCP server the user connected (named in
 * `external`), or a name the model made up (kept in `calledName`).
 */
export const AGENT_STEP_NAMES = [...AGENT_TOOLS, 'external_tool', 'unknown_tool'] as const;
/** Tools that change the user's data: they wait for approval and offer UNDO. */
export const AGENT_WRITE_TOOLS = [
  'create_note',
  'create_event',
  'create_automation',
] as const satisfies AgentTool[];

const timestamp = z.iso.datetime({ offset: true });

export const conversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** An answer is being written right now (by any server process). */
  running: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Items a write created, with what the client needs to link to them and to undo them. */
/**
 * True once what was created is gone (the note trashed, the event deleted): a thread read after a
 * reload says so, so no UNDO is offered twice. Absent while it stands.
 */
const takenBack = z.literal(true).optional();
const createdNoteSchema = z.object({
  noteId: z.uuid(),
  title: z.string(),
  undone: takenBack,
  /** The note's version this write saved (its history shows what changed); absent on results saved before it was recorded. */
  versionId: z.uuid().optional(),
});
const createdEventSchema = z.object({
  undone: takenBack,
  eventId: z.uuid(),
  title: z.string(),
  start: timestamp,
  end: timestamp,
  allDay: z.boolean(),
  timeZone: z.string(),
  /** The calendar's owner (the user): the link is `/calendar/:username`. */
  username: z.string(),
});
/** An automation as the agent's card shows it: the repeat from `start` (wall clock of `timeZone`). */
const automationPlanSchema = z.object({
  prompt: z.string(),
  recurrence: storedRecurrenceSchema,
  start: z.string(),
  timeZone: z.string(),
  nextRunAt: timestamp.nullable(),
});
const createdAutomationSchema = automationPlanSchema.extend({
  undone: takenBack,
  automationId: z.uuid(),
});
const eventSummarySchema = z.object({
  id: z.uuid(),
  occurrenceId: z.string(),
  title: z.string(),
  start: timestamp,
  end: timestamp,
  allDay: z.boolean(),
});
const noteSummarySchema = z.object({ id: z.uuid(), title: z.string(), updatedAt: timestamp });

/**
 * What a slash command did, as data: the client words it in the reader's language. Needs-*
 * kinds ask for what was missing (`event_needs_time`: the date could not be read).
 */
export const commandResultSchema = z.discriminatedUnion('kind', [
  createdNoteSchema.extend({ kind: z.literal('note_created') }),
  createdEventSchema.extend({ kind: z.literal('event_created') }),
  z.object({ kind: z.literal('note_needs_text') }),
  z.object({ kind: z.literal('event_needs_title') }),
  z.object({ kind: z.literal('event_needs_time'), title: z.string() }),
  z.object({
    kind: z.literal('search_results'),
    query: z.string(),
    notes: z.array(searchHitSchema),
    events: z.array(searchHitSchema),
    files: z.array(searchHitSchema),
  }),
  z.object({ kind: z.literal('search_needs_words') }),
  z.object({
    kind: z.literal('today'),
    /** The day's date in `timeZone` (YYYY-MM-DD). */
    date: z.iso.date(),
    timeZone: z.string(),
    username: z.string(),
    events: z.array(eventSummarySchema),
    notes: z.array(noteSummarySchema),
  }),
  z.object({ kind: z.literal('help'), commands: z.array(z.enum(SLASH_COMMANDS)) }),
  z.object({ kind: z.literal('unknown_command'), name: z.string() }),
]);
export type CommandResult = z.infer<typeof commandResultSchema>;

/** A tool's outcome as data (the step's expandable summary). */
export const toolResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notes_found'),
    items: z.array(z.object({ id: z.uuid(), title: z.string() })),
  }),
  z.object({
    kind: z.literal('files_found'),
    items: z.array(
      z.object({ id: z.uuid(), title: z.string(), page: z.number().int().positive().nullable() }),
    ),
  }),
  z.object({ kind: z.literal('events_found'), items: z.array(eventSummarySchema) }),
  z.object({ kind: z.literal('note_read'), noteId: z.uuid(), title: z.string() }),
  createdNoteSchema.extend({ kind: z.literal('note_created') }),
  createdEventSchema.extend({ kind: z.literal('event_created') }),
  createdAutomationSchema.extend({ kind: z.literal('automation_created') }),
  /** What an MCP server's tool answered, as text (cut to be shown; `truncated` says so). */
  z.object({ kind: z.literal('external_result'), text: z.string(), truncated: z.boolean() }),
]);
export type ToolResult = z.infer<typeof toolResultSchema>;

/** What a write tool will create, shown as a card while it waits for approval. */
export const toolPreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), title: z.string(), text: z.string() }),
  z.object({
    kind: z.literal('event'),
    title: z.string(),
    start: timestamp,
    end: timestamp,
    allDay: z.boolean(),
    timeZone: z.string(),
  }),
  automationPlanSchema.extend({ kind: z.literal('automation') }),
  /** A call to another server's tool: the server and the tool (the arguments are the step's). */
  z.object({ kind: z.literal('external_call'), server: z.string(), tool: z.string() }),
]);
export type ToolPreview = z.infer<typeof toolPreviewSchema>;

export const TOOL_STEP_STATUSES = [
  'running',
  'awaiting_approval',
  'approved',
  'declined',
  'done',
  'failed',
] as const;
export type ToolStepStatus = (typeof TOOL_STEP_STATUSES)[number];

/** Why a tool step failed; the client translates each. */
export const TOOL_ERRORS = [
  'invalid_arguments',
  'not_found',
  'failed',
  'approval_expired',
  'unknown_tool',
  /** The user keeps as many automations as they may (AUTOMATION_LIMITS.perUser). */
  'limit_reached',
  /** An MCP server's tool: it answered with an error, took too long, or could not be reached. */
  'server_error',
  'timed_out',
  'server_unavailable',
] as const;
export type ToolError = (typeof TOOL_ERRORS)[number];

export const toolStepSchema = z.object({
  id: z.uuid(),
  name: z.enum(AGENT_STEP_NAMES),
  /** The name the model asked for, when it is none of the tools (cut to a bounded length). */
  calledName: z.string().max(AGENT_LIMITS.toolName).optional(),
  /** An MCP server's tool: which server (as the user named it) and which tool (as it names it). */
  external: z.object({ server: z.string(), tool: z.string() }).optional(),
  /** As the model sent them (shown when the step is expanded). */
  arguments: z.record(z.string(), z.unknown()),
  status: z.enum(TOOL_STEP_STATUSES),
  preview: toolPreviewSchema.nullable(),
  result: toolResultSchema.nullable(),
  error: z.enum(TOOL_ERRORS).nullable(),
});
export type ToolStep = z.infer<typeof toolStepSchema>;

export const MESSAGE_STATUSES = ['running', 'done', 'stopped', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * How an assistant message was made: `generated` by the model, `search` (no model: retrieval
 * results, labelled as such), `command` (a slash command's result). User messages: `null`.
 */
export const MESSAGE_MODES = ['generated', 'search', 'command'] as const;

/** Why an answer is not the model's (or not whole); the client translates each. */
export const AGENT_NOTICES = [
  'model_failed',
  'model_timeout',
  'round_limit',
  'time_limit',
] as const;
export type AgentNotice = (typeof AGENT_NOTICES)[number];

export const agentMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** The user's words, or the answer's Markdown (`[n]` cites `citations[n-1]`). */
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  mode: z.enum(MESSAGE_MODES).nullable(),
  steps: z.array(toolStepSchema),
  citations: z.array(citationSchema),
  command: commandResultSchema.nullable(),
  /** Slash commands worth offering (free text that reads like an action, without a model). */
  suggestions: z.array(z.enum(SLASH_COMMANDS)),
  notice: z.enum(AGENT_NOTICES).nullable(),
  createdAt: timestamp,
});
export type AgentMessage = z.infer<typeof agentMessageSchema>;

export const listConversationsQuerySchema = z.object({
  ...cursorPageQuery(AGENT_LIMITS.pageSize),
});
export type ListConversationsQuery = z.input<typeof listConversationsQuerySchema>;

export const listConversationsResponseSchema = cursorPage(conversationSchema);
export type ListConversationsResponse = z.infer<typeof listConversationsResponseSchema>;

const titleSchema = storableString().trim().min(1).max(AGENT_LIMITS.title);

export const createConversationRequestSchema = z.object({ title: titleSchema.optional() }).strict();
export type CreateConversationRequest = z.input<typeof createConversationRequestSchema>;

export const renameConversationRequestSchema = z.object({ title: titleSchema }).strict();
export type RenameConversationRequest = z.input<typeof renameConversationRequestSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/**
 * A conversation with its whole thread. `seq` is the last stream event already reflected in
 * `messages`: open the stream with `?after=seq` to follow from exactly there.
 */
export const conversationThreadResponseSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(agentMessageSchema),
  seq: z.number().int().nonnegative(),
});
export type ConversationThreadResponse = z.infer<typeof conversationThreadResponseSchema>;

/** The reader's language (for dates in `/event`) and the browser's zone (when none is saved). */
const runContextSchema = {
  locale: z.enum(AGENT_LOCALES).default('en'),
  timeZone: z.string().max(64).optional(),
};

export const sendMessageRequestSchema = z
  .object({
    content: storableString().trim().min(1).max(AGENT_LIMITS.message),
    ...runContextSchema,
  })
  .strict();
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const regenerateRequestSchema = z.object(runContextSchema).strict();
export type RegenerateRequest = z.input<typeof regenerateRequestSchema>;

/** A run started: the question (new or edited) and the answer being written. */
export const runStartedResponseSchema = z.object({
  userMessage: agentMessageSchema,
  assistantMessage: agentMessageSchema,
});
export type RunStartedResponse = z.infer<typeof runStartedResponseSchema>;

export const APPROVAL_DECISIONS = ['once', 'always', 'decline'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
export const approvalRequestSchema = z.object({ decision: z.enum(APPROVAL_DECISIONS) }).strict();
export type ApprovalRequest = z.input<typeof approvalRequestSchema>;

export const conversationIdParamsSchema = z.object({ id: z.uuid() });
export const toolStepParamsSchema = z.object({ id: z.uuid(), stepId: z.uuid() });
export const streamQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().default(0),
});

/**
 * Events of `GET /conversations/:id/stream` (server-sent events; each has `id: <seq>`, and the
 * data carries `seq` too). `message`: a whole message appeared or was replaced (a new question,
 * a new answer starting, an edited question); `delta`: text appended to an answer; `step`: a
 * tool step appeared or changed (whole); `citations`: an answer's sources (whole list);
 * `command`: a slash command's result; `done`: an answer ended; `conversation`: renamed or
 * running state changed; `removed`: messages dropped by regenerate or edit.
 */
export const agentStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), seq: z.number().int(), message: agentMessageSchema }),
  z.object({
    type: z.literal('delta'),
    seq: z.number().int(),
    messageId: z.uuid(),
    text: z.string(),
  }),
  z.object({
    type: z.literal('step'),
    seq: z.number().int(),
    messageId: z.uuid(),
    step: toolStepSchema,
  }),
  z.object({
    type: z.literal('citations'),
    seq: z.number().int(),
    messageId: z.uuid(),
    citations: z.array(citationSchema),
  }),
  z.object({
    type: z.literal('command'),
    seq: z.number().int(),
    messageId: z.uuid(),
    result: commandResultSchema,
    suggestions: z.array(z.enum(SLASH_COMMANDS)),
  }),
  z.object({
    type: z.literal('done'),
    seq: z.number().int(),
    messageId: z.uuid(),
    status: z.enum(MESSAGE_STATUSES),
    mode: z.enum(MESSAGE_MODES),
    notice: z.enum(AGENT_NOTICES).nullable(),
    suggestions: z.array(z.enum(SLASH_COMMANDS)),
  }),
  z.object({
    type: z.literal('conversation'),
    seq: z.number().int(),
    conversation: conversationSchema,
  }),
  z.object({
    type: z.literal('removed'),
    seq: z.number().int(),
    messageIds: z.array(z.uuid()),
  }),
]);
export type AgentStreamEvent = z.infer<typeof agentStreamEventSchema>;
