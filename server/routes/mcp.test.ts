import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SCOPES, accessTokenPath } from '@/api/schema';
import { RELAXED_LIMITS } from '../test/app.ts';
import { uploadIndexedText } from '../test/files.ts';
import { connectMcp as connect, postToolsList } from '../test/mcpClient.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';
import { MCP_PATH } from './mcp.ts';
import { makeAccessToken } from '../test/accessTokens.ts';

type Server = ReturnType<typeof withTestServer>;
type Caller = Awaited<ReturnType<typeof register>>;

const TOOLS = [
  'search',
  'get_note',
  'list_notes',
  'create_note',
  'update_note',
  'archive_note',
  'list_events',
  'create_event',
  'move_event',
  'delete_event',
  'list_files',
  'ask_files',
  'today',
];

async function listen(server: Server): Promise<URL> {
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return new URL(MCP_PATH, address);
}

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text?: string; uri?: string }[];
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = result.content.find((c) => c.type === 'text')?.text ?? '';
  return { result, text, data: result.isError ? undefined : JSON.parse(text) };
}

async function ok(client: Client, name: string, args: Record<string, unknown> = {}) {
  const answer = await call(client, name, args);
  expect(answer.result.isError, answer.text).toBeFalsy();
  return answer.data;
}

describe('/mcp with the SDK client', () => {
  const server = withTestServer();
  let url: URL;
  let owner: Caller;
  let other: Caller;
  let full: Client;
  let stranger: Client;
  let fileId: string;

  beforeAll(async () => {
    url = await listen(server);
    owner = await register(server.client);
    other = await register(server.client);
    const file = await uploadIndexedText(
      server.client,
      owner.token,
      'herbs.txt',
      'Basil wants sun and daily water.\nRosemary likes dry soil.\n',
    );
    fileId = file.id;
    full = await connect(
      url,
      (await makeAccessToken(server.client, owner.token, ACCESS_TOKEN_SCOPES)).secret,
    );
    stranger = await connect(
      url,
      (await makeAccessToken(server.client, other.token, ACCESS_TOKEN_SCOPES)).secret,
    );
  });
  afterAll(async () => {
    await full?.close();
    await stranger?.close();
  });

  it('shakes hands and lists every tool with a schema, a description and annotations', async () => {
    expect(full.getServerVersion()?.name).toBe('quire');
    const { tools } = await full.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/\S/);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(typeof tool.annotations?.readOnlyHint, tool.name).toBe('boolean');
    }
    const writes = tools.filter((tool) => !tool.annotations?.readOnlyHint).map((t) => t.name);
    expect(writes.sort()).toEqual(
      [
        'archive_note',
        'create_event',
        'create_note',
        'delete_event',
        'move_event',
        'update_note',
      ].sort(),
    );
  });

  it('creates, reads, lists by tag, updates, archives and finds a note, with links', async () => {
    const created = await call(full, 'create_note', {
      title: 'Garden plan',
      text: 'Plant tomatoes in May',
      tags: ['garden'],
    });
    const note = created.data.created;
    expect(created.data.link).toBe(`http://quire.test/digi_notebook?note=${note.id}`);
    expect(created.result.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: `quire://notes/${note.id}` }),
    );
    expect((await ok(full, 'get_note', { id: note.id })).text).toBe('Plant tomatoes in May');
    const tagged = await ok(full, 'list_notes', { tag: 'garden' });
    expect(tagged.notes.map((n: { id: string }) => n.id)).toEqual([note.id]);
    const found = await ok(full, 'search', { query: 'tomatoes' });
    expect(found.notes.map((n: { id: string }) => n.id)).toContain(note.id);
    const updated = await ok(full, 'update_note', { id: note.id, title: 'Garden plan 2026' });
    expect(updated.updated).toMatchObject({ title: 'Garden plan 2026', version: 2 });
    const stale = await call(full, 'update_note', { id: note.id, version: 1, title: 'Old' });
    expect(stale.result.isError).toBe(true);
    expect(stale.text).toMatch(/version 2/);
    expect((await ok(full, 'archive_note', { id: note.id })).archived.archived).toBe(true);
    const read = await full.readResource({ uri: `quire://notes/${note.id}` });
    expect(read.contents[0]).toMatchObject({ text: '# Garden plan 2026\n\nPlant tomatoes in May' });
  });

  it('creates, lists, moves and deletes an event, and shows it today', async () => {
    const start = new Date(Date.now() + 60_000).toISOString();
    const created = await ok(full, 'create_event', { title: 'Dentist', start });
    const event = created.created;
    expect(created.link).toBe(
      `http://quire.test/calendar/${owner.user.username}?event=${event.id}`,
    );
    const day = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    const listed = await ok(full, 'list_events', day);
    expect(listed.events.map((e: { id: string }) => e.id)).toContain(event.id);
    const later = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
    const moved = await ok(full, 'move_event', { id: event.id, start: later });
    expect(Date.parse(moved.moved.start)).toBe(Date.parse(later));
    expect(Date.parse(moved.moved.end) - Date.parse(moved.moved.start)).toBe(3_600_000);
    const today = await ok(full, 'today');
    expect(today).toHaveProperty('date');
    expect(today).toHaveProperty('events');
    expect(today).toHaveProperty('recentNotes');
    expect((await ok(full, 'delete_event', { id: event.id })).deleted.id).toBe(event.id);
    expect((await ok(full, 'list_events', day)).events).toEqual([]);
  });

  it('lists files, answers over them with citations, and reads a file resource', async () => {
    const listed = await ok(full, 'list_files');
    expect(listed.files).toEqual([expect.objectContaining({ id: fileId, name: 'herbs.txt' })]);
    const asked = await call(full, 'ask_files', { question: 'What does basil want?' });
    expect(asked.data.citations[0]).toMatchObject({ source: 'file', id: fileId });
    expect(asked.data.citations[0].text).toContain('Basil');
    expect(asked.result.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: `quire://files/${fileId}` }),
    );
    const read = await full.readResource({ uri: `quire://files/${fileId}` });
    expect(read.contents[0]).toMatchObject({
      text: expect.stringContaining('Rosemary likes dry soil.'),
    });
  });

  it("finds nothing of another user's: their ids are not found, their data not searched", async () => {
    const note = (await ok(full, 'create_note', { title: 'Private diary', text: 'secret' }))
      .created;
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const event = (await ok(full, 'create_event', { title: 'Private', start })).created;
    for (const [tool, args] of [
      ['get_note', { id: note.id }],
      ['update_note', { id: note.id, title: 'x' }],
      ['archive_note', { id: note.id }],
      ['move_event', { id: event.id, start }],
      ['delete_event', { id: event.id }],
    ] as const) {
      const answer = await call(stranger, tool, args);
      expect(answer.result.isError, tool).toBe(true);
      expect(answer.text, tool).toMatch(/^No such (note|event)\.$/);
    }
    expect((await ok(stranger, 'search', { query: 'diary' })).notes).toEqual([]);
    expect((await ok(stranger, 'list_files')).files).toEqual([]);
    await expect(stranger.readResource({ uri: `quire://notes/${note.id}` })).rejects.toThrow(
      /No such note/,
    );
    await expect(stranger.readResource({ uri: `quire://files/${fileId}` })).rejects.toThrow(
      /No such file/,
    );
    expect((await ok(full, 'get_note', { id: note.id })).title).toBe('Private diary');
  });

  it('refuses a tool whose scope the token lacks, saying which', async () => {
    const reader = await connect(
      url,
      (await makeAccessToken(server.client, owner.token, ['notes:read'])).secret,
    );
    try {
      for (const [tool, args, scope] of [
        ['create_note', { title: 'x' }, 'notes:write'],
        [
          'list_events',
          { from: new Date().toISOString(), to: new Date(Date.now() + 1e6).toISOString() },
          'calendar:read',
        ],
        ['list_files', {}, 'files:read'],
        ['ask_files', { question: 'basil?' }, 'ask'],
      ] as const) {
        const answer = await call(reader, tool, args);
        expect(answer.result.isError, tool).toBe(true);
        expect(answer.text, tool).toContain(`"${scope}" scope`);
      }
      await expect(reader.readResource({ uri: `quire://files/${fileId}` })).rejects.toThrow(
        /files:read/,
      );
      // Search keeps to what the token may read: no events or files kinds at all.
      expect(Object.keys(await ok(reader, 'search', { query: 'basil' }))).toEqual(['notes']);
    } finally {
      await reader.close();
    }
  });

  it('refuses a revoked token at once, a web session, and notes the last use', async () => {
    const made = await makeAccessToken(server.client, owner.token, ['notes:read']);
    const client = await connect(url, made.secret);
    await ok(client, 'list_notes');
    await client.close();
    const revoke = await server.client.call('DELETE', `/api${accessTokenPath(made.token.id)}`, {
      token: owner.token,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().lastUsedAt).not.toBeNull();
    await expect(connect(url, made.secret)).rejects.toThrow();
    await expect(connect(url, owner.token)).rejects.toThrow();
  });

  it('answers 401 without a token and 403 to a foreign Host or Origin (DNS rebinding)', async () => {
    const secret = (await makeAccessToken(server.client, owner.token, ['notes:read'])).secret;
    const post = (headers: Record<string, string>) => postToolsList(url, headers);
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await post({ ...bearer, origin: 'https://evil.example' })).status).toBe(403);
    // fetch may not set Host; inject can, as a rebound name's request would carry it.
    const rebound = await server.client.call('POST', MCP_PATH, {
      xsrf: false,
      headers: { ...bearer, host: 'evil.example' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(rebound.statusCode).toBe(403);
    expect((await post({ ...bearer, origin: 'http://localhost:6274' })).status).toBe(200);
  });
});

describe('/mcp rate limit', () => {
  const server = withTestServer({ rateLimits: { ...RELAXED_LIMITS, mcp: 2 } });

  it('counts per token, shared through the database', async () => {
    const url = await listen(server);
    const owner = await register(server.client);
    const first = (await makeAccessToken(server.client, owner.token, ['notes:read'])).secret;
    const second = (await makeAccessToken(server.client, owner.token, ['notes:read'])).secret;
    const list = (secret: string) => postToolsList(url, { authorization: `Bearer ${secret}` });
    expect((await list(first)).status).toBe(200);
    expect((await list(first)).status).toBe(200);
    const limited = await list(first);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await list(second)).status).toBe(200);
  });
});
