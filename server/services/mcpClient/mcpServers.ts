import {
  MCP_SERVER_LIMITS,
  type CreateMcpServerRequest,
  type McpServer,
  type McpServerAuth,
} from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  McpServerFailure,
  failureReason,
  openMcpConnection,
  type McpClientLimits,
  type McpEndpoint,
} from './mcpConnection.ts';
import { agentToolName } from './toolNames.ts';

interface ServerRow {
  id: string;
  name: string;
  url: string;
  auth_kind: McpServerAuth['kind'];
  header_name: string | null;
  secret: string | null;
  created_at: Date;
}

/** A stored server with what connecting to it takes. */
export interface StoredMcpServer extends McpEndpoint {
  id: string;
  name: string;
}

const COLUMNS = sql`id, name, url, auth_kind, header_name, secret, created_at`;

/** The last 4 characters of a long secret, behind dots; a short one shows nothing of itself. */
const masked = (secret: string | null) =>
  `••••${secret && secret.length >= 12 ? secret.slice(-4) : ''}`;

function headersOf(row: ServerRow): Record<string, string> {
  if (row.auth_kind === 'bearer' && row.secret) return { Authorization: `Bearer ${row.secret}` };
  if (row.auth_kind === 'header' && row.header_name && row.secret)
    return { [row.header_name]: row.secret };
  return {};
}

const stored = (row: ServerRow): StoredMcpServer => ({
  id: row.id,
  name: row.name,
  url: row.url,
  headers: headersOf(row),
});

function authOf(row: ServerRow): McpServer['auth'] {
  if (row.auth_kind === 'bearer') return { kind: 'bearer', masked: masked(row.secret) };
  if (row.auth_kind === 'header')
    return { kind: 'header', name: row.header_name ?? '', masked: masked(row.secret) };
  return { kind: 'none' };
}

/**
 * The MCP servers each user connects to the agent (docs/mcp.md "MCP servers in the agent"):
 * stored per user with their secret, which leaves only masked; each listing connects to check
 * them, in parallel and within the connect limit.
 */
export function createMcpServers(db: Queryable, limits: McpClientLimits) {
  async function status(row: ServerRow): Promise<McpServer['status']> {
    try {
      const connection = await openMcpConnection(stored(row), limits);
      await connection.close();
      return {
        state: 'connected',
        omitted: connection.omitted,
        tools: connection.tools.map((tool) => ({
          name: tool.name,
          agentName: agentToolName(tool.name, row.name),
          description: tool.description,
          readOnly: tool.readOnly,
        })),
      };
    } catch (error) {
      const reason = error instanceof McpServerFailure ? error.reason : failureReason(error);
      return { state: 'failing', error: reason };
    }
  }

  const described = async (row: ServerRow): Promise<McpServer> => ({
    id: row.id,
    name: row.name,
    url: row.url,
    auth: authOf(row),
    createdAt: row.created_at.toISOString(),
    status: await status(row),
  });

  return {
    async list(userId: string): Promise<McpServer[]> {
      const rows = await db.many<ServerRow>(sql`
        SELECT ${COLUMNS} FROM agent_mcp_servers WHERE user_id = ${userId}
        ORDER BY lower(name), id`);
      return Promise.all(rows.map(described));
    },

    /** Saves the server, then checks it: a failing server is kept, so its owner can see why. */
    async create(userId: string, input: CreateMcpServerRequest): Promise<McpServer> {
      const { count } = await db.one<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM agent_mcp_servers WHERE user_id = ${userId}`);
      if (count >= MCP_SERVER_LIMITS.perUser)
        throw new HttpError('unprocessable', 'Remove a server before adding another.');
      const { auth } = input;
      const row = await db.maybeOne<ServerRow>(sql`
        INSERT INTO agent_mcp_servers (user_id, name, url, auth_kind, header_name, secret)
        VALUES (${userId}, ${input.name}, ${input.url}, ${auth.kind},
          ${auth.kind === 'header' ? auth.name : null},
          ${auth.kind === 'bearer' ? auth.token : auth.kind === 'header' ? auth.value : null})
        ON CONFLICT (user_id, name) DO NOTHING
        RETURNING ${COLUMNS}`);
      if (!row)
        throw new HttpError('conflict', 'You already have a server with this name.', {
          name: 'taken',
        });
      return described(row);
    },

    /** False when the user has no such server (another user's is none). */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.maybeOne(sql`
        DELETE FROM agent_mcp_servers WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
      return Boolean(removed);
    },

    /** What the agent connects to when it answers this user. */
    async endpoints(userId: string): Promise<StoredMcpServer[]> {
      const rows = await db.many<ServerRow>(sql`
        SELECT ${COLUMNS} FROM agent_mcp_servers WHERE user_id = ${userId} ORDER BY lower(name), id`);
      return rows.map(stored);
    },
  };
}

export type McpServers = ReturnType<typeof createMcpServers>;
