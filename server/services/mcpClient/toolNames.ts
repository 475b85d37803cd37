import { AGENT_LIMITS } from '@/api/schema';

/**
 * The name the model sees for a server's tool, `{tool}_mcp_{server}` (as LibreChat names them,
 * so a name says where a call goes): characters a function name may not hold become `_`, and
 * the tool's part is cut so the whole fits the 64 characters models accept.
 */
export function agentToolName(tool: string, server: string): string {
  const suffix = `_mcp_${server}`;
  const room = AGENT_LIMITS.toolName - suffix.length;
  return `${tool.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, room)}${suffix}`;
}

/** True when the model's tool name is one of a connected server's (never one of Quire's own). */
export const isExternalToolName = (name: string) => name.includes('_mcp_');
