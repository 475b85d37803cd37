import path from 'node:path';
import {
  ACCESS_TOKEN_LIMITS,
  AGENT_LIMITS,
  MCP_SERVER_LIMITS,
  EXTRACTION_LIMITS,
  FILE_LIMITS,
  type ExtractionLimits,
} from '@/api/schema';
import type { EmbeddingsConfig } from './services/assistant/embeddings.ts';
import type { ModelConfig } from './services/assistant/model.ts';
import type { McpClientLimits } from './services/mcpClient/mcpConnection.ts';

/** Everything the server reads from the environment; README "Environment variables" lists each. */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL; 0 picks a free one at every start. */
  embeddedPgPort: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Origin used in links sent by mail; defaults to the address the server listens on. */
  publicUrl?: string;
  logLevel: string;
  /** Directory of the built app; absent or missing means API only. */
  staticDir?: string;
  /**
   * How many reverse proxies stand in front of the server (0: none). The client address is the
   * one the nearest trusted proxy saw, i.e. the entry that many hops from the right of
   * X-Forwarded-For; entries further left are the client's own claims and are ignored.
   */
  trustProxy: number;
  rateLimits: RateLimits;
  /** Extra origins the page may connect to (the web-vitals endpoint), for the CSP. */
  connectOrigins: string[];
  /** Each user's storage for uploaded files (FILES_QUOTA_MB). */
  filesQuotaBytes: number;
  /** What reading one file may take (FILES_READ_HEAP_MB, FILES_READ_TIME_MS). */
  extractionLimits: ExtractionLimits;
  /** An OpenAI-compatible chat model; without it answers are quotes from the user's files. */
  assistantModel?: ModelConfig;
  /** An OpenAI-compatible embeddings endpoint; with it retrieval fuses vector and text ranks. */
  assistantEmbeddings?: EmbeddingsConfig;
  /** How long an agent answer may run, and wait for an approval (AGENT_RUN_MS, AGENT_APPROVAL_MS). */
  agentLimits: { runMs: number; approvalMs: number };
  /**
   * The agent's connections to users' MCP servers: hosts allowed to be internal or plain http
   * (MCP_CLIENT_ALLOWED_HOSTS, comma-separated `host` or `host:port`), and the time limits
   * (MCP_CLIENT_CONNECT_MS, MCP_CLIENT_CALL_MS). docs/agentMcpServers.md "Addresses".
   */
  mcpClient: McpClientLimits;
}

export interface RateLimits {
  /** Attempts per window per client address. */
  login: number;
  forgot: number;
  /** Password resets: each costs a hash, and reset tokens must not be guessable by volume. */
  reset: number;
  /** Registrations: each costs a password hash, so a flood is a denial of service. */
  register: number;
  /** Calls to `/mcp` per window per personal access token (not per address). */
  mcp: number;
  /** OAuth client registrations per window per address (each is a row anyone may make). */
  oauthRegister: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: 10,
  forgot: 5,
  reset: 10,
  register: 20,
  mcp: ACCESS_TOKEN_LIMITS.callsPerMinute,
  oauthRegister: 10,
  windowMs: 60_000,
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL switch the model on; the key may be empty (local servers). */
function assistantModel(env: NodeJS.ProcessEnv): ModelConfig | undefined {
  if (!env.ASSISTANT_LLM_URL || !env.ASSISTANT_LLM_MODEL) return undefined;
  return {
    url: env.ASSISTANT_LLM_URL,
    model: env.ASSISTANT_LLM_MODEL,
    key: env.ASSISTANT_LLM_KEY ?? '',
    timeoutMs: integer(env.ASSISTANT_LLM_TIMEOUT_MS, 30_000, 'ASSISTANT_LLM_TIMEOUT_MS'),
  };
}

function assistantEmbeddings(env: NodeJS.ProcessEnv): EmbeddingsConfig | undefined {
  if (!env.ASSISTANT_EMBEDDINGS_URL || !env.ASSISTANT_EMBEDDINGS_MODEL) return undefined;
  return {
    url: env.ASSISTANT_EMBEDDINGS_URL,
    model: env.ASSISTANT_EMBEDDINGS_MODEL,
    key: env.ASSISTANT_EMBEDDINGS_KEY ?? env.ASSISTANT_LLM_KEY ?? '',
    timeoutMs: integer(env.ASSISTANT_LLM_TIMEOUT_MS, 30_000, 'ASSISTANT_LLM_TIMEOUT_MS'),
  };
}

/** TRUST_PROXY: a number of hops; `true` means the one proxy most deployments have. */
function proxyHops(value: string | undefined): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return integer(value, 0, 'TRUST_PROXY');
}

export function configFromEnv(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env.PORT, 3000, 'PORT'),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: integer(env.PG_PORT, 0, 'PG_PORT'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Quire <no-reply@quire.local>',
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(root, env.STATIC_DIR || 'dist'),
    trustProxy: proxyHops(env.TRUST_PROXY),
    connectOrigins: originOf(env.VITE_VITALS_URL),
    filesQuotaBytes:
      integer(env.FILES_QUOTA_MB, FILE_LIMITS.defaultQuotaBytes / 2 ** 20, 'FILES_QUOTA_MB') *
      2 ** 20,
    extractionLimits: {
      ...EXTRACTION_LIMITS,
      heapMb: integer(env.FILES_READ_HEAP_MB, EXTRACTION_LIMITS.heapMb, 'FILES_READ_HEAP_MB'),
      timeMs: integer(env.FILES_READ_TIME_MS, EXTRACTION_LIMITS.timeMs, 'FILES_READ_TIME_MS'),
    },
    assistantModel: assistantModel(env),
    assistantEmbeddings: assistantEmbeddings(env),
    agentLimits: {
      runMs: integer(env.AGENT_RUN_MS, AGENT_LIMITS.runMs, 'AGENT_RUN_MS'),
      approvalMs: integer(env.AGENT_APPROVAL_MS, AGENT_LIMITS.approvalMs, 'AGENT_APPROVAL_MS'),
    },
    mcpClient: {
      allowedHosts: (env.MCP_CLIENT_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      connectMs: integer(
        env.MCP_CLIENT_CONNECT_MS,
        MCP_SERVER_LIMITS.connectMs,
        'MCP_CLIENT_CONNECT_MS',
      ),
      callMs: integer(env.MCP_CLIENT_CALL_MS, MCP_SERVER_LIMITS.callMs, 'MCP_CLIENT_CALL_MS'),
    },
    rateLimits: {
      login: integer(env.RATE_LIMIT_LOGIN, DEFAULT_RATE_LIMITS.login, 'RATE_LIMIT_LOGIN'),
      forgot: integer(env.RATE_LIMIT_FORGOT, DEFAULT_RATE_LIMITS.forgot, 'RATE_LIMIT_FORGOT'),
      reset: integer(env.RATE_LIMIT_RESET, DEFAULT_RATE_LIMITS.reset, 'RATE_LIMIT_RESET'),
      register: integer(
        env.RATE_LIMIT_REGISTER,
        DEFAULT_RATE_LIMITS.register,
        'RATE_LIMIT_REGISTER',
      ),
      mcp: integer(env.RATE_LIMIT_MCP, DEFAULT_RATE_LIMITS.mcp, 'RATE_LIMIT_MCP'),
      oauthRegister: integer(
        env.RATE_LIMIT_OAUTH_REGISTER,
        DEFAULT_RATE_LIMITS.oauthRegister,
        'RATE_LIMIT_OAUTH_REGISTER',
      ),
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
    },
  };
}
