import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { MCP_SERVER_LIMITS, type McpServerError } from '@/api/schema';
import { urlRefusal } from './addressRule.ts';
import { BlockedAddressError, guardedFetch } from './guardedFetch.ts';

/** Where a server is and how to sign in to it, as stored. */
export interface McpEndpoint {
  url: string;
  /** The header the secret travels in, ready to send (`Authorization: Bearer …` or custom). */
  headers: Record<string, string>;
}

export interface McpClientLimits {
  /** `host` or `host:port` the operator allows to be internal or plain http (MCP_CLIENT_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  connectMs: number;
  callMs: number;
}

/** A server that could not be used, with why in the words the client translates. */
export class McpServerFailure extends Error {
  constructor(readonly reason: McpServerError) {
    super(reason);
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

/** What went wrong, read from the SDK's error and the network error under it. */
export function failureReason(error: unknown): McpServerError {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof McpServerFailure) return cause.reason;
    if (cause instanceof BlockedAddressError) return 'blocked_address';
    if (cause instanceof UnauthorizedError) return 'unauthorized';
    if (cause instanceof StreamableHTTPError && (cause.code === 401 || cause.code === 403))
      return 'unauthorized';
    if (cause instanceof McpError && cause.code === ErrorCode.RequestTimeout) return 'timeout';
    if (cause instanceof Error && cause.name === 'AbortError') return 'timeout';
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'unreachable';
    if (typeof cause !== 'object') break;
  }
  const message = error instanceof Error ? error.message : '';
  if (/\b40[13]\b/.test(message)) return 'unauthorized';
  if (/fetch failed|ECONNREFUSED|ENOTFOUND/.test(message)) return 'unreachable';
  return 'not_mcp';
}

/** Rejects after `ms` with a timeout failure, running `onTimeout` first. */
function within<T>(ms: number, work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new McpServerFailure('timeout'));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** A tool as the server described it, with what the agent needs of it. */
export interface ListedTool {
  name: string;
  description: string;
  inputSchema: Tool['inputSchema'];
  readOnly: boolean;
}

/** One open connection to a user's server: its tools, and calls bounded in time and size. */
export interface McpConnection {
  tools: ListedTool[];
  /** Tools the server offered beyond `MCP_SERVER_LIMITS.toolsPerServer`. */
  omitted: number;
  call(name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<McpCallResult>;
  close(): Promise<void>;
}

export interface McpCallResult {
  /** Everything the tool answered, as text, cut to `MCP_SERVER_LIMITS.resultChars`. */
  text: string;
  truncated: boolean;
  /** The tool said it failed (`isError`): the text is its error. */
  isError: boolean;
}

/** A content block as text: text as it is, anything else as a line saying what it was. */
function contentText(block: Record<string, unknown>): string {
  switch (block.type) {
    case 'text':
      return String(block.text ?? '');
    case 'resource_link':
      return `[resource link: ${String(block.name ?? '')} ${String(block.uri ?? '')}]`;
    case 'resource': {
      const resource = (block.resource ?? {}) as Record<string, unknown>;
      return typeof resource.text === 'string'
        ? resource.text
        : `[resource: ${String(resource.uri ?? '')}]`;
    }
    default:
      return `[${String(block.type)}${block.mimeType ? `: ${String(block.mimeType)}` : ''}]`;
  }
}

/** A tool's answer as bounded text (docs/mcp.md "Limits"). */
export function resultText(result: Record<string, unknown>): McpCallResult {
  const content = Array.isArray(result.content)
    ? (result.content as Record<string, unknown>[])
    : [];
  let text = content.map(contentText).join('\n');
  if (!text && result.structuredContent !== undefined)
    text = JSON.stringify(result.structuredContent);
  const truncated = text.length > MCP_SERVER_LIMITS.resultChars;
  return {
    text: truncated ? text.slice(0, MCP_SERVER_LIMITS.resultChars) : text,
    truncated,
    isError: result.isError === true,
  };
}

/**
 * Connects to a user's MCP server over Streamable HTTP and lists its tools, within
 * `limits.connectMs`; refused before any request when its address breaks the rule.
 */
export async function openMcpConnection(
  endpoint: McpEndpoint,
  limits: McpClientLimits,
): Promise<McpConnection> {
  const url = new URL(endpoint.url);
  const refusal = urlRefusal(url, limits.allowedHosts);
  if (refusal) throw new McpServerFailure(refusal);
  const transport = new StreamableHTTPClientTransport(url, {
    fetch: guardedFetch(limits.allowedHosts),
    requestInit: { headers: endpoint.headers, redirect: 'error' },
  });
  const client = new Client({ name: 'quire-agent', version: '1.0.0' });
  const close = () => client.close().catch(() => undefined);
  try {
    const listed = await within(
      limits.connectMs,
      (async () => {
        await client.connect(transport, { timeout: limits.connectMs });
        return client.listTools(undefined, { timeout: limits.connectMs });
      })(),
      () => void close(),
    );
    const all = listed.tools;
    const tools = all.slice(0, MCP_SERVER_LIMITS.toolsPerServer).map((tool): ListedTool => ({
      name: tool.name,
      description: (tool.description ?? tool.title ?? '').slice(0, 1_000),
      inputSchema: tool.inputSchema,
      readOnly: tool.annotations?.readOnlyHint === true,
    }));
    return {
      tools,
      omitted: all.length - tools.length,
      async call(name, args, signal) {
        const answer = await client.callTool({ name, arguments: args }, undefined, {
          timeout: limits.callMs,
          signal,
        });
        return resultText(answer as Record<string, unknown>);
      },
      close,
    };
  } catch (error) {
    await close();
    throw new McpServerFailure(failureReason(error));
  }
}
