import type { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AccessTokenScope } from '@/api/schema';
import type { AgentActions } from '../agent/actions.ts';
import type { Assistant } from '../assistant/assistant.ts';
import type { Calendars } from '../calendar/calendars.ts';
import type { CalendarEvents } from '../calendar/events.ts';
import type { Files } from '../files/files.ts';
import type { Notes } from '../notes.ts';
import type { Search } from '../search/engine.ts';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { TokenGrant } from '../accessTokens.ts';

/** The services `/mcp` calls; each call is made as the token's owner. */
export interface McpDeps {
  db: Database;
  notes: Notes;
  calendars: Calendars;
  calendarEvents: CalendarEvents;
  files: Files;
  assistant: Assistant;
  search: Search;
  actions: AgentActions;
  log: { error(obj: object, msg: string): void };
}

/** One request's caller: whose data, what the token allows, and where links point. */
export interface McpCaller {
  grant: TokenGrant;
  /** The app's public origin, for the links every write returns. */
  origin: string;
}

/** A refusal the client should read (scope missing, not found, invalid): never a server fault. */
export class ToolRefusal extends Error {}

export function requireScope(caller: McpCaller, scope: AccessTokenScope): void {
  if (!caller.grant.scopes.has(scope))
    throw new ToolRefusal(
      `This token lacks the "${scope}" scope. Make a token with it under Connected apps.`,
    );
}

export const notFound = (what: string) => new ToolRefusal(`No such ${what}.`);

/** The value as the shared schema reads it (the routes' own checks), or a refusal naming the fields. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => i.path.join('.') || i.message);
  throw new ToolRefusal(`Invalid arguments: ${fields.join(', ')}.`);
}

/** Tool annotations: reads change nothing; writes change only the user's own Quire data. */
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  openWorldHint: false,
} as const;
export const WRITES = {
  readOnlyHint: false,
  destructiveHint: false,
  openWorldHint: false,
} as const;

/** Data for the model: JSON text, plus resource links where the answer names notes or files. */
export function toolData(data: unknown, links: CallToolResult['content'] = []): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }, ...links] };
}

/**
 * Runs a tool body: a refusal becomes a tool error the model can read; anything else is logged
 * and answered without its details, so no SQL or stack leaves the server.
 */
export function guarded<A>(
  deps: McpDeps,
  body: (args: A) => Promise<CallToolResult>,
): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await body(args);
    } catch (error) {
      // An HttpError's message is written for the client already (a range too wide, a 413).
      const told = error instanceof ToolRefusal || error instanceof HttpError;
      if (!told) deps.log.error({ err: error }, 'mcp tool failed');
      const message = told ? error.message : 'The tool failed. Try again later.';
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  };
}

/** Addresses in the web app (as src/routes/paths.ts builds them; the server may not import it). */
export const appLinks: Record<
  'note' | 'event' | 'file',
  (caller: McpCaller, id: string) => string
> & {
  calendar: (caller: McpCaller) => string;
} = {
  note: (caller: McpCaller, id: string) =>
    `${caller.origin}/digi_notebook?${new URLSearchParams({ note: id }).toString()}`,
  event: (caller: McpCaller, id: string) =>
    `${appLinks.calendar(caller)}?${new URLSearchParams({ event: id }).toString()}`,
  calendar: (caller: McpCaller) =>
    `${caller.origin}/calendar/${encodeURIComponent(caller.grant.username)}`,
  file: (caller: McpCaller, id: string) =>
    `${caller.origin}/file_assistant?${new URLSearchParams({ file: id }).toString()}`,
};

export const noteUri = (id: string) => `quire://notes/${id}`;
export const fileUri = (id: string) => `quire://files/${id}`;
