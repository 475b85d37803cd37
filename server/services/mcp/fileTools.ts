import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { askRequestSchema, listFilesQuerySchema, type StoredFile } from '@/api/schema';
import { sql } from '../../db/index.ts';
import type { McpCaller, McpDeps } from './toolContext.ts';
import * as kit from './toolContext.ts';

/** Most of a file's text one resource read returns; the rest is cut with a notice. */
export const FILE_TEXT_CHARS = 200_000;

const fileForClient = (file: StoredFile) => ({
  id: file.id,
  name: file.name,
  kind: file.kind,
  size: file.size,
  status: file.status,
  pages: file.pages,
  uploadedAt: file.uploadedAt,
  uri: kit.fileUri(file.id),
});

/** A live file of the user's as the text its indexing read, in order; null when none. */
export async function fileText(deps: McpDeps, userId: string, id: string) {
  const file = await deps.files.get(userId, id);
  if (!file) return null;
  // The passages the indexer stored (read-only here): a PDF's or DOCX's text, not its bytes.
  const rows = await deps.db.many<{ body: string }>(sql`
    SELECT body FROM file_chunks WHERE file_id = ${id} AND user_id = ${userId} ORDER BY seq`);
  let text = '';
  for (const row of rows) {
    if (text.length + row.body.length > FILE_TEXT_CHARS) {
      text += `\n\n[cut at ${FILE_TEXT_CHARS} characters]`;
      break;
    }
    text += (text ? '\n\n' : '') + row.body;
  }
  return { file, text };
}

export function registerFileTools(server: McpServer, caller: McpCaller, deps: McpDeps): void {
  const { userId } = caller.grant;

  server.registerTool(
    'list_files',
    {
      description: 'List uploaded files (name, kind, size, reading status), newest first.',
      inputSchema: {},
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async () => {
      kit.requireScope(caller, 'files:read');
      const listed = await deps.files.list(userId, listFilesQuerySchema.parse({}));
      return kit.toolData({ files: listed.items.map(fileForClient) });
    }),
  );

  server.registerTool(
    'ask_files',
    {
      description:
        "Ask a question over the user's files; returns the assistant's answer with numbered citations.",
      inputSchema: { question: z.string().max(4_000) },
      annotations: kit.READ_ONLY,
    },
    kit.guarded(deps, async (args) => {
      kit.requireScope(caller, 'ask');
      const input = kit.parsed(askRequestSchema, { question: args.question });
      const answer = await deps.assistant.ask(userId, input);
      const citations = answer.citations.map((c) => ({
        n: c.n,
        source: c.source,
        id: c.id,
        title: c.title,
        page: c.page,
        lines: c.lineStart === null ? null : [c.lineStart, c.lineEnd],
        text: c.text,
        uri: c.source === 'file' ? kit.fileUri(c.id) : kit.noteUri(c.id),
        link:
          c.source === 'file' ? kit.appLinks.file(caller, c.id) : kit.appLinks.note(caller, c.id),
      }));
      const unique = new Map(citations.map((c) => [c.uri, c]));
      return kit.toolData(
        { answer: answer.text, mode: answer.mode, notice: answer.notice, citations },
        [...unique.values()].map((c) => ({
          type: 'resource_link' as const,
          uri: c.uri,
          name: c.title || c.id,
        })),
      );
    }),
  );
}

/** Reads a file as its text for `quire://files/<id>`; files:read required. */
export async function readFileResource(caller: McpCaller, deps: McpDeps, id: string) {
  kit.requireScope(caller, 'files:read');
  const found = z.uuid().safeParse(id).success
    ? await fileText(deps, caller.grant.userId, id)
    : null;
  if (!found) throw kit.notFound('file');
  return { name: found.file.name, text: found.text };
}
