import { z } from 'zod';
import { singleLineString } from './text';

/** The MCP servers a user connects to the agent (docs/mcp.md "MCP servers in the agent"). */
export const MCP_SERVER_LIMITS = {
  /** A short handle: it ends the tool names the model sees (`{tool}_mcp_{server}`). */
  name: 24,
  url: 2_000,
  secret: 4_000,
  headerName: 64,
  /** Servers one user may connect. */
  perUser: 10,
  /** Tools taken from one server; the rest are left out (and the list says so). */
  toolsPerServer: 40,
  /** Characters of one tool result the model reads; the rest is cut, and it is told. */
  resultChars: 16_000,
  /** Characters of a result the step keeps to show. */
  shownChars: 2_000,
  /** Connecting and listing tools, then one call, may take this long. */
  connectMs: 8_000,
  callMs: 30_000,
} as const;

/** Letters, digits, `-` and `_`: what a model's function name may hold. */
export const MCP_SERVER_NAME = /^[A-Za-z0-9_-]+$/;

/** How the agent signs in to a server; the secret is written, never read back. */
export const mcpServerAuthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('bearer'),
    token: singleLineString().trim().min(1).max(MCP_SERVER_LIMITS.secret),
  }),
  z.object({
    kind: z.literal('header'),
    name: z
      .string()
      .trim()
      .min(1)
      .max(MCP_SERVER_LIMITS.headerName)
      .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/),
    value: singleLineString().trim().min(1).max(MCP_SERVER_LIMITS.secret),
  }),
]);
export type McpServerAuth = z.infer<typeof mcpServerAuthSchema>;

export const createMcpServerRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(MCP_SERVER_LIMITS.name).regex(MCP_SERVER_NAME),
  url: z
    .url({ protocol: /^https?$/ })
    .trim()
    .max(MCP_SERVER_LIMITS.url),
  auth: mcpServerAuthSchema,
});
export type CreateMcpServerRequest = z.input<typeof createMcpServerRequestSchema>;

/** Why a server is failing, in words the client translates. */
export const MCP_SERVER_ERRORS = [
  /** The address is internal and not on the operator's allow-list (docs/agentMcpServers.md "Addresses"). */
  'blocked_address',
  /** Plain http to a host that is not on the allow-list: the secret would travel in clear. */
  'insecure_url',
  'unreachable',
  'timeout',
  'unauthorized',
  /** It answered, but not as an MCP server over Streamable HTTP. */
  'not_mcp',
] as const;
export type McpServerError = (typeof MCP_SERVER_ERRORS)[number];

export const mcpToolSchema = z.object({
  /** As the server names it. */
  name: z.string(),
  /** As the model sees it: `{tool}_mcp_{server}`. */
  agentName: z.string(),
  description: z.string(),
  /** Runs without asking (the server marked it `readOnlyHint`); every other tool asks first. */
  readOnly: z.boolean(),
});
export type McpTool = z.infer<typeof mcpToolSchema>;

export const mcpServerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  /** The secret masked (its last 4 characters), never whole. */
  auth: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('bearer'), masked: z.string() }),
    z.object({ kind: z.literal('header'), name: z.string(), masked: z.string() }),
  ]),
  createdAt: z.iso.datetime({ offset: true }),
  /** Checked when listed: connected with its tools, or failing and why. */
  status: z.discriminatedUnion('state', [
    z.object({
      state: z.literal('connected'),
      tools: z.array(mcpToolSchema),
      /** Tools the server offered beyond the cap. */
      omitted: z.number().int().nonnegative(),
    }),
    z.object({ state: z.literal('failing'), error: z.enum(MCP_SERVER_ERRORS) }),
  ]),
});
export type McpServer = z.infer<typeof mcpServerSchema>;

/** A server just added, as checked right after saving it. */
export const createdMcpServerSchema = z.object({ server: mcpServerSchema });
export type CreatedMcpServer = z.infer<typeof createdMcpServerSchema>;

export const mcpServerListSchema = z.object({ servers: z.array(mcpServerSchema) });
export type McpServerList = z.infer<typeof mcpServerListSchema>;

export const mcpServerParamsSchema = z.object({ id: z.uuid() });

/** Paths below the API base (`/api`). */
export const MCP_SERVER_PATHS = {
  list: '/agent/mcp-servers',
  create: '/agent/mcp-servers',
  remove: '/agent/mcp-servers/:id',
} as const;
export const mcpServerPath = (id: string) => `/agent/mcp-servers/${encodeURIComponent(id)}`;
