import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  NOTE_LIMITS,
  createNoteRequestSchema,
  listNotesQuerySchema,
  updateNoteRequestSchema,
  type Note,
} from '@/api/schema';
import { noteContent } from '../agent/actions.ts';
import type { McpCaller, McpDeps } from './toolContext.ts';
import * as kit from './toolContext.ts';

/** What a client reads of a note: its text, not the editor's document. */
export const noteForClient = (note: Note) => ({
  id: note.id,
  title: note.title,
  text: note.plainText,
  tags: note.tags,
  pinned: note.pinned,
  archived: note.archived,
  version: note.version,
  updatedAt: note.updatedAt,
  uri: kit.noteUri(note.id),
});

const summary = (note: Note) => ({
  id: note.id,
  title: note.title,
  tags: note.tags,
  updatedAt: note.updatedAt,
  uri: kit.noteUri(note.id),
});

/** Plain text as the editor's document and its searchable text. */
const fromText = (text: string) => ({ content: noteContent(text.split('\n')), plainText: text });

const id = z.uuid().describe('The note id');

export function registerNoteTools(server: McpServer, caller: McpCaller, deps: McpDeps): void {
  const { userId } = caller.grant;
  const live = async (noteId: string) => {
    const note = await deps.notes.get(userId, noteId);
    if (!note || note.trashedAt) throw kit.notFound('note');
    return note;
  };
  const changed = (action: string, note: Note) =>
    kit.toolData({ [action]: noteForClient(note), link: kit.appLinks.note(caller, note.id) }, [
      { type: 'resource_link', uri: kit.noteUri(note.id), name: note.title || note.id },
    ]);

  server.registerTool(
    'get_note',
    {
      description: 'Read one note (title, text, tags) by its id.',
      inputSchema: { id },
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'notes:read');
      return kit.toolData(noteForClient(await live(args.id)));
    }),
  );

  server.registerTool(
    'list_notes',
    {
      description: 'List notes, newest first, optionally only those with a tag; pages by cursor.',
      inputSchema: {
        tag: z.string().max(NOTE_LIMITS.tag).optional().describe('Only notes with this tag'),
        cursor: z.string().max(512).optional().describe('nextCursor of the previous page'),
      },
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'notes:read');
      const query = kit.parsed(listNotesQuerySchema, { tag: args.tag, cursor: args.cursor });
      const page = await deps.notes.list(userId, query);
      return kit.toolData({ notes: page.items.map(summary), nextCursor: page.nextCursor });
    }),
  );

  server.registerTool(
    'create_note',
    {
      description: 'Create a note from a title, plain text and tags; returns it with its link.',
      inputSchema: {
        title: z.string().max(NOTE_LIMITS.title),
        text: z.string().max(100_000).default(''),
        tags: z.array(z.string().max(NOTE_LIMITS.tag)).max(NOTE_LIMITS.tagsPerNote).default([]),
      },
      annotations: kit.WRITES,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'notes:write');
      const input = kit.parsed(createNoteRequestSchema, {
        title: args.title,
        tags: args.tags,
        ...fromText(args.text),
      });
      return changed('created', await deps.notes.create(userId, input));
    }),
  );

  server.registerTool(
    'update_note',
    {
      description:
        "Change a note's title, text (replaces it all) or tags; give the version you read to avoid overwriting a newer edit.",
      inputSchema: {
        id,
        version: z.number().int().positive().optional().describe('The version get_note gave'),
        title: z.string().max(NOTE_LIMITS.title).optional(),
        text: z.string().max(100_000).optional(),
        tags: z.array(z.string().max(NOTE_LIMITS.tag)).max(NOTE_LIMITS.tagsPerNote).optional(),
      },
      annotations: { ...kit.WRITES, destructiveHint: true },
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'notes:write');
      const current = await live(args.id);
      const changes = kit.parsed(updateNoteRequestSchema, {
        version: args.version ?? current.version,
        title: args.title,
        tags: args.tags,
        ...(args.text === undefined ? {} : fromText(args.text)),
      });
      const outcome = await deps.notes.update(userId, args.id, changes);
      if (!outcome) throw kit.notFound('note');
      if ('conflict' in outcome)
        throw new kit.ToolRefusal(
          `The note changed since version ${changes.version}; it is now at version ${outcome.conflict.version}. Read it again.`,
        );
      return changed('updated', outcome.note);
    }),
  );

  server.registerTool(
    'archive_note',
    {
      description: 'Archive a note (it leaves the notebook and can be unarchived in the app).',
      inputSchema: { id },
      annotations: { ...kit.WRITES, idempotentHint: true },
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'notes:write');
      await live(args.id);
      const note = await deps.notes.setState(userId, args.id, 'archive');
      if (!note) throw kit.notFound('note');
      return changed('archived', note);
    }),
  );
}
