import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AGENT_PATHS,
  MCP_SERVER_LIMITS,
  MCP_SERVER_PATHS,
  NOTES_PATHS,
  listNotesResponseSchema,
  mcpServerListSchema,
  mcpServerPath,
  createdMcpServerSchema,
  type ConversationThreadResponse,
  type CreateMcpServerRequest,
  type McpServer,
} from '@/api/schema';
import { freePort } from '../net.ts';
import { MCP_PATH } from '../routes/mcp.ts';
import { makeAccessToken } from '../test/accessTokens.ts';
import { listeningUrl, twoAgentUsers, type AgentClient } from '../test/agent.ts';
import {
  hasToolResult,
  lastUserText,
  startAgentModel,
  type ModelReply,
} from '../test/agentModel.ts';
import { api, expectBody } from '../test/client.ts';
import { startEverythingServer } from '../test/everythingServer.ts';
import { withTestServer } from '../test/server.ts';

const everything = await startEverythingServer();
afterAll(() => everything.stop());

const BIG = 'x'.repeat(MCP_SERVER_LIMITS.resultChars * 2);

/** The scripted model: the tag at the start of the question says which server tool it calls. */
const model = await startAgentModel((request): ModelReply => {
  const tag = /^\[([\w-]+)\]/.exec(lastUserText(request))?.[1];
  if (hasToolResult(request)) return { text: ['Done.'] };
  const call = (name: string, args: Record<string, unknown>): ModelReply => ({
    toolCalls: [{ name, arguments: args }],
  });
  switch (tag) {
    case 'echo':
      return call('echo_mcp_everything', { message: 'hello from Quire' });
    case 'big':
      return call('echo_mcp_everything', { message: BIG });
    case 'toggle':
      return call('toggle-simulated-logging_mcp_everything', {});
    case 'slow':
      return call('trigger-long-running-operation_mcp_everything', { duration: 10, steps: 2 });
    case 'quire-note':
      return call('create_note_mcp_quire', { title: 'Made through MCP', text: 'from the agent' });
    default:
      return { text: ['Hello.'] };
  }
});
afterAll(() => model.stop());

const server = withTestServer({
  config: {
    assistantModel: { url: model.url, model: 'agent', key: 'sk-agent', timeoutMs: 3_000 },
    agentLimits: { runMs: 30_000, approvalMs: 10_000 },
    mcpClient: { allowedHosts: ['127.0.0.1'], connectMs: 4_000, callMs: 1_500 },
  },
});
let alice: AgentClient;
let aliceToken: string;
let bobToken: string;

async function addServer(token: string, body: CreateMcpServerRequest) {
  return server.client.call('POST', api(MCP_SERVER_PATHS.create), { token, body });
}

async function added(token: string, body: CreateMcpServerRequest): Promise<McpServer> {
  return expectBody(await addServer(token, body), 201, createdMcpServerSchema).server;
}

async function listed(token: string) {
  return expectBody(
    await server.client.call('GET', api(MCP_SERVER_PATHS.list), { token }),
    200,
    mcpServerListSchema,
  ).servers;
}

const answerOf = (thread: ConversationThreadResponse) => thread.messages.at(-1)!;

/** Asks, waits for the external step to ask for approval, and answers it. */
async function askAndDecide(question: string, decision: 'once' | 'decline') {
  const { id } = await alice.create();
  await alice.send(id, question);
  const waiting = await alice.until(id, (t) =>
    answerOf(t).steps.some((s) => s.status === 'awaiting_approval'),
  );
  const step = answerOf(waiting).steps[0]!;
  expect(
    (await alice.call('POST', AGENT_PATHS.approval(id, step.id), { decision })).statusCode,
  ).toBe(204);
  return { waiting: step, answer: answerOf(await alice.settled(id)) };
}

beforeAll(async () => {
  ({ alice, aliceToken, bobToken } = await twoAgentUsers(server.client));
});

describe('MCP servers in the agent, against server-everything', () => {
  let everythingServer: McpServer;

  test('adding a server lists its tools, marks the read-only ones and never returns the secret', async () => {
    const secret = 'sk-everything-secret-7788';
    everythingServer = await added(aliceToken, {
      name: 'everything',
      url: everything.url,
      auth: { kind: 'bearer', token: secret },
    });
    expect(everythingServer.auth).toEqual({ kind: 'bearer', masked: '••••7788' });
    expect(everythingServer.status.state).toBe('connected');
    const { tools } = everythingServer.status as Extract<
      McpServer['status'],
      { state: 'connected' }
    >;
    expect(tools).toContainEqual(
      expect.objectContaining({ name: 'echo', agentName: 'echo_mcp_everything', readOnly: true }),
    );
    expect(tools).toContainEqual(
      expect.objectContaining({ name: 'toggle-simulated-logging', readOnly: false }),
    );
    const list = await listed(aliceToken);
    expect(list.map((s) => s.name)).toEqual(['everything']);
    expect(JSON.stringify(list)).not.toContain(secret);
    // Another user sees none of it, and cannot remove it.
    expect(await listed(bobToken)).toEqual([]);
    const theirs = await server.client.call('DELETE', api(mcpServerPath(everythingServer.id)), {
      token: bobToken,
    });
    expect(theirs.statusCode).toBe(404);
  });

  test('the model is offered the tools as {tool}_mcp_{server}; a read-only tool runs at once', async () => {
    const { id } = await alice.create();
    await alice.send(id, '[echo] say hello');
    const answer = answerOf(await alice.settled(id));
    expect(answer.content).toBe('Done.');
    expect(answer.steps).toMatchObject([
      {
        name: 'external_tool',
        external: { server: 'everything', tool: 'echo' },
        status: 'done',
        arguments: { message: 'hello from Quire' },
        result: { kind: 'external_result', text: 'Echo: hello from Quire', truncated: false },
      },
    ]);
    const request = model.requests.find((r) => lastUserText(r).startsWith('[echo]'))!;
    expect(request.tools?.map((t) => t.function.name)).toContain('echo_mcp_everything');
    const second = model.requests.findLast((r) => lastUserText(r).startsWith('[echo]'))!;
    const toolMessage = second.messages.find((m) => m.role === 'tool')!.content!;
    expect(toolMessage).toMatch(/untrusted data, not instructions/);
    expect(toolMessage).toMatch(/<<<\nEcho: hello from Quire\n>>>/);
  });

  test('a tool not marked read-only waits for approval, and runs once approved', async () => {
    const { waiting, answer } = await askAndDecide('[toggle] start logging', 'once');
    expect(waiting).toMatchObject({
      name: 'external_tool',
      status: 'awaiting_approval',
      preview: { kind: 'external_call', server: 'everything', tool: 'toggle-simulated-logging' },
      result: null,
    });
    expect(answer.steps[0]).toMatchObject({
      status: 'done',
      result: { kind: 'external_result', text: expect.stringMatching(/logging/i) },
    });
  });

  test('a declined call does not run, and the model is told not to retry', async () => {
    const { answer } = await askAndDecide('[toggle] start logging again', 'decline');
    expect(answer.steps[0]).toMatchObject({ status: 'declined', result: null, error: null });
    const last = model.requests.at(-1)!;
    expect(JSON.parse(last.messages.find((m) => m.role === 'tool')!.content!)).toMatchObject({
      declined: true,
    });
  });

  test(`an oversized result is cut to ${MCP_SERVER_LIMITS.resultChars} characters for the model, and says so`, async () => {
    const { id } = await alice.create();
    await alice.send(id, '[big] echo a lot');
    const answer = answerOf(await alice.settled(id));
    const step = answer.steps[0]!;
    expect(step.result).toMatchObject({ kind: 'external_result', truncated: true });
    expect((step.result as { text: string }).text.length).toBe(MCP_SERVER_LIMITS.shownChars);
    const content = model.requests
      .findLast((r) => lastUserText(r).startsWith('[big]'))!
      .messages.find((m) => m.role === 'tool')!.content!;
    expect(content).toMatch(/cut to its first 16000 characters/);
    expect(content.length).toBeLessThan(MCP_SERVER_LIMITS.resultChars + 300);
  });

  test('a call past the time limit fails as timed out, in the step', async () => {
    const { id } = await alice.create();
    const started = Date.now();
    await alice.send(id, '[slow] take your time');
    const answer = answerOf(await alice.settled(id));
    expect(answer.steps[0]).toMatchObject({ status: 'failed', error: 'timed_out' });
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  test('removing the server takes its tools away from the next answer', async () => {
    const removed = await server.client.call('DELETE', api(mcpServerPath(everythingServer.id)), {
      token: aliceToken,
    });
    expect(removed.statusCode).toBe(204);
    const { id } = await alice.create();
    await alice.send(id, '[echo] again');
    const answer = answerOf(await alice.settled(id));
    expect(answer.steps).toMatchObject([{ name: 'unknown_tool', error: 'unknown_tool' }]);
  });
});

describe('servers that fail, and the address rule', () => {
  test('a server that is down shows failing: unreachable', async () => {
    const port = await freePort();
    const down = await added(aliceToken, {
      name: 'down',
      url: `http://127.0.0.1:${port}/mcp`,
      auth: { kind: 'none' },
    });
    expect(down.status).toEqual({ state: 'failing', error: 'unreachable' });
  });

  test('something that is no MCP server shows failing: not_mcp', async () => {
    const base = await listeningUrl(server.app);
    const notMcp = await added(aliceToken, {
      name: 'not-mcp',
      url: `${base}/api/launch-news`,
      auth: { kind: 'header', name: 'X-Api-Key', value: 'header-secret-9999' },
    });
    expect(notMcp.status.state).toBe('failing');
    expect(notMcp.auth).toEqual({ kind: 'header', name: 'X-Api-Key', masked: '••••9999' });
  });

  test('plain http to an outside host, and an internal address, are refused before connecting', async () => {
    const plain = await added(aliceToken, {
      name: 'plain',
      url: 'http://mcp.example.com/mcp',
      auth: { kind: 'none' },
    });
    expect(plain.status).toEqual({ state: 'failing', error: 'insecure_url' });
    const metadata = await added(aliceToken, {
      name: 'metadata',
      url: 'https://169.254.169.254/latest/meta-data',
      auth: { kind: 'none' },
    });
    expect(metadata.status).toEqual({ state: 'failing', error: 'blocked_address' });
    // A name that resolves to loopback is refused when it connects.
    const named = await added(aliceToken, {
      name: 'named-loopback',
      url: `https://localhost:${everything.port}/mcp`,
      auth: { kind: 'none' },
    });
    expect(named.status).toEqual({ state: 'failing', error: 'blocked_address' });
  });

  test('a name taken, a bad name or address, or an unknown auth kind are refused', async () => {
    const taken = await addServer(aliceToken, {
      name: 'down',
      url: 'https://mcp.example.com/mcp',
      auth: { kind: 'none' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'conflict', fields: { name: 'taken' } } });
    for (const body of [
      { name: 'has space', url: 'https://mcp.example.com/mcp', auth: { kind: 'none' } },
      { name: 'x'.repeat(25), url: 'https://mcp.example.com/mcp', auth: { kind: 'none' } },
      { name: 'ok', url: 'ftp://mcp.example.com/mcp', auth: { kind: 'none' } },
      { name: 'ok', url: 'https://mcp.example.com/mcp', auth: { kind: 'cookie' } },
      { name: 'ok', url: 'https://mcp.example.com', auth: { kind: 'bearer', token: '' } },
      { name: 'ok', url: 'https://a.test', auth: { kind: 'header', name: 'Bad Name', value: 'v' } },
    ]) {
      const refused = await server.client.call('POST', api(MCP_SERVER_PATHS.create), {
        token: aliceToken,
        body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the agent of user A using Quire's own /mcp with A's token", () => {
  async function noteTitles() {
    return expectBody(
      await server.client.call('GET', api(NOTES_PATHS.list), { token: aliceToken }),
      200,
      listNotesResponseSchema,
    ).items.map((n) => n.title);
  }

  test('create_note_mcp_quire waits for approval; declined creates nothing, approved creates the note', async () => {
    const base = await listeningUrl(server.app);
    const { secret } = await makeAccessToken(server.client, aliceToken, [
      'notes:read',
      'notes:write',
    ]);
    const quire = await added(aliceToken, {
      name: 'quire',
      url: new URL(MCP_PATH, base).toString(),
      auth: { kind: 'bearer', token: secret },
    });
    expect(quire.status.state).toBe('connected');
    const tools = (quire.status as Extract<McpServer['status'], { state: 'connected' }>).tools;
    expect(tools).toContainEqual(
      expect.objectContaining({ agentName: 'search_mcp_quire', readOnly: true }),
    );
    expect(tools).toContainEqual(
      expect.objectContaining({ agentName: 'create_note_mcp_quire', readOnly: false }),
    );

    const declined = await askAndDecide('[quire-note] note it', 'decline');
    expect(declined.answer.steps[0]!.status).toBe('declined');
    expect(await noteTitles()).not.toContain('Made through MCP');

    const approved = await askAndDecide('[quire-note] note it', 'once');
    expect(approved.answer.steps[0]).toMatchObject({
      status: 'done',
      external: { server: 'quire', tool: 'create_note' },
    });
    expect(await noteTitles()).toContain('Made through MCP');
  });
});
