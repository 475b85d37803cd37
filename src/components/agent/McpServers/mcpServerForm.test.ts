import { describe, expect, test } from 'vitest';
import { EMPTY_MCP_SERVER_FORM, checkMcpServerForm, mcpServerRequest } from './mcpServerForm';

const filled = { ...EMPTY_MCP_SERVER_FORM, name: 'github', url: 'https://mcp.example.com/mcp' };

describe('the MCP server form', () => {
  test('sends only the chosen sign-in', () => {
    const values = { ...filled, token: 'left over', headerName: 'X-Key', headerValue: 'v' };
    expect(mcpServerRequest(values).auth).toEqual({ kind: 'none' });
    expect(mcpServerRequest({ ...values, authKind: 'bearer' }).auth).toEqual({
      kind: 'bearer',
      token: 'left over',
    });
    expect(mcpServerRequest({ ...values, authKind: 'header' }).auth).toEqual({
      kind: 'header',
      name: 'X-Key',
      value: 'v',
    });
  });

  test('names the fields that need attention', () => {
    const empty = checkMcpServerForm({ ...EMPTY_MCP_SERVER_FORM, authKind: 'bearer' });
    expect(empty.success).toBe(false);
    if (!empty.success)
      expect(Object.keys(empty.errors).sort()).toEqual(['auth.token', 'name', 'url']);
    const bad = checkMcpServerForm({
      ...filled,
      name: 'has space',
      url: 'ftp://x.test',
      authKind: 'header',
      headerName: 'Bad Name',
      headerValue: 'v',
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(bad.errors).sort()).toEqual(['auth.name', 'name', 'url']);
    expect(checkMcpServerForm(filled).success).toBe(true);
  });
});
