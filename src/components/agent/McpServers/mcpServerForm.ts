import {
  createMcpServerRequestSchema,
  type CreateMcpServerRequest,
  type McpServerAuth,
} from '@/api/schema/mcpServers';
import { formCheck } from '@/lib/formCheck';

/** What the add form holds: every field, whichever sign-in is chosen. */
export interface McpServerFormValues {
  name: string;
  url: string;
  authKind: McpServerAuth['kind'];
  token: string;
  headerName: string;
  headerValue: string;
}

export const EMPTY_MCP_SERVER_FORM: McpServerFormValues = {
  name: '',
  url: '',
  authKind: 'none',
  token: '',
  headerName: '',
  headerValue: '',
};

/** The request the form stands for: only the chosen sign-in's fields are sent. */
export function mcpServerRequest(values: McpServerFormValues): CreateMcpServerRequest {
  const auth: CreateMcpServerRequest['auth'] =
    values.authKind === 'bearer'
      ? { kind: 'bearer', token: values.token }
      : values.authKind === 'header'
        ? { kind: 'header', name: values.headerName, value: values.headerValue }
        : { kind: 'none' };
  return { name: values.name, url: values.url, auth };
}

const checkRequest = formCheck(createMcpServerRequestSchema);

/** The form checked by the schema the server uses; problems keyed `name`, `url`, `auth.token`… */
export const checkMcpServerForm = (values: McpServerFormValues) =>
  checkRequest(mcpServerRequest(values));
