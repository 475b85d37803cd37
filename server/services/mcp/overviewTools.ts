import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { SEARCH_LIMITS, type AccessTokenScope, type SearchKind } from '@/api/schema';
import type { McpCaller, McpDeps } from './toolContext.ts';
import * as kit from './toolContext.ts';

/** Which search kind each scope opens; a token sees only the kinds its scopes allow. */
const KIND_SCOPES: [SearchKind, AccessTokenScope][] = [
  ['notes', 'notes:read'],
  ['events', 'calendar:read'],
  ['files', 'files:read'],
];

export function registerOverviewTools(server: McpServer, caller: McpCaller, deps: McpDeps): void {
  const { userId, scopes } = caller.grant;

  server.registerTool(
    'search',
    {
      description:
        "Search the user's notes, events and files (those this token may read) by words; best hits per kind.",
      inputSchema: {
        query: z.string().min(SEARCH_LIMITS.query.min).max(SEARCH_LIMITS.query.max),
      },
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async (args) => {
      const kinds = KIND_SCOPES.filter(([, scope]) => scopes.has(scope)).map(([kind]) => kind);
      if (!kinds.length) kit.requireScope(caller, 'notes:read');
      const found = await deps.search.search(userId, args.query, {
        kinds,
        limit: SEARCH_LIMITS.perKind,
      });
      const hits = (kind: SearchKind) =>
        found[kind].map((hit) => ({ id: hit.id, title: hit.title, snippet: hit.snippet }));
      return kit.toolData(Object.fromEntries(kinds.map((kind) => [kind, hits(kind)])));
    }),
  );

  server.registerTool(
    'today',
    {
      description:
        "Today in the user's time zone: the day's events and the recently changed notes.",
      inputSchema: {},
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async () => {
      const events = scopes.has('calendar:read');
      const notes = scopes.has('notes:read');
      if (!events && !notes)
        throw new kit.ToolRefusal(
          'This token lacks the "calendar:read" and "notes:read" scopes. Make a token with one under Connected apps.',
        );
      const today = await deps.actions.today({ userId, locale: 'en' });
      if (today.kind !== 'today') throw new Error('today answered another kind');
      return kit.toolData({
        date: today.date,
        timeZone: today.timeZone,
        ...(events ? { events: today.events } : {}),
        ...(notes ? { recentNotes: today.notes } : {}),
      });
    }),
  );
}
