import type { ServerResponse } from 'node:http';
import { TITLE_INSTRUCTION } from '../services/agent/modelTitle.ts';
import { startModelServer } from './modelServer.ts';

/** A chat-completions request as the agent sends it. */
export interface AgentModelRequest {
  model: string;
  stream: boolean;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { function: { name: string } }[];
  max_tokens?: number;
}

/** How the fake model answers one request. */
export interface ModelReply {
  /** Text pieces, streamed one `data:` line each. */
  text?: string[];
  /** Tool calls, each streamed in two fragments (name, then arguments) like real servers do. */
  toolCalls?: { name: string; arguments: Record<string, unknown> | string }[];
  /** Wait this long between pieces. */
  pieceDelayMs?: number;
  /** Answer this status with an error body instead of a stream. */
  status?: number;
  /** Send headers, then nothing (a model that hangs). */
  hang?: boolean;
  /** Keep streaming `text` pieces forever, `pieceDelayMs` apart (for stop tests). */
  endless?: boolean;
}

export type ModelScript = (request: AgentModelRequest, index: number) => ModelReply;

/** The request for a conversation's title (after a first answer), not for an answer. */
export const isTitleRequest = (request: AgentModelRequest) =>
  request.messages[0]?.role === 'system' && request.messages[0].content === TITLE_INSTRUCTION;

/** By default the fake model names a conversation like a model would: a few words. */
const DEFAULT_TITLE: ModelScript = () => ({ text: ['Conversation ', 'with the agent'] });

/** The last user message's text: scripts usually decide on it. */
export const lastUserText = (request: AgentModelRequest) =>
  [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/** True when the request already carries a tool result (the second round of a tool call). */
export const hasToolResult = (request: AgentModelRequest) =>
  request.messages.some((m) => m.role === 'tool');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A scriptable OpenAI-compatible chat-completions server on 127.0.0.1 for the agent's tests and
 * e2e: `script(request, n)` says how to answer the n-th request (text, tool calls, an error, a
 * hang, an endless stream). It records every request, and `closedEarly` counts streams the
 * client closed before the end (a stop must stop reading from the model). Title requests are
 * answered by `titles` and kept apart in `titleRequests`, so `requests` and the index a script
 * gets count the answer's requests only.
 */
export async function startAgentModel(script: ModelScript, titles: ModelScript = DEFAULT_TITLE) {
  const requests: AgentModelRequest[] = [];
  const titleRequests: AgentModelRequest[] = [];
  const stats = { closedEarly: 0 };

  async function answer(reply: ModelReply, response: ServerResponse) {
    if (reply.status) {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"scripted failure"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    let finished = false;
    response.on('close', () => {
      if (!finished) stats.closedEarly += 1;
    });
    if (reply.hang) return;
    const send = (delta: object) =>
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
    const pause = () => (reply.pieceDelayMs ? sleep(reply.pieceDelayMs) : Promise.resolve());
    do {
      for (const content of reply.text ?? []) {
        if (response.destroyed) return;
        send({ content });
        await pause();
      }
    } while (reply.endless && !response.destroyed);
    (reply.toolCalls ?? []).forEach((call, index) => {
      const id = `call_${index}_${Math.random().toString(36).slice(2, 8)}`;
      const args =
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      send({
        tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }],
      });
      send({ tool_calls: [{ index, function: { arguments: args } }] });
    });
    finished = true;
    response.end('data: [DONE]\n\n');
  }

  const server = await startModelServer<AgentModelRequest>((body, _request, response) => {
    if (isTitleRequest(body)) {
      const index = titleRequests.push(body) - 1;
      return void answer(titles(body, index), response);
    }
    const index = requests.push(body) - 1;
    void answer(script(body, index), response);
  });
  return { ...server, requests, titleRequests, stats };
}
export type AgentModel = Awaited<ReturnType<typeof startAgentModel>>;
