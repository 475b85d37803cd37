import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  MCP_SERVER_LIMITS,
  type CreateMcpServerRequest,
  type McpServerAuth,
} from '@/api/schema/mcpServers';
import { DialogForm } from '@/components/shared/DialogForm';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';
import { useCheckedSend } from '@/hooks/useCheckedSend';
import {
  EMPTY_MCP_SERVER_FORM,
  checkMcpServerForm,
  type McpServerFormValues,
} from './mcpServerForm';

export interface AddMcpServerDialogProps extends DialogFrameProps {
  /** Adds the server; rejects with the ApiError the server sent. */
  onAdd: (request: CreateMcpServerRequest) => Promise<void>;
}

const FIELDS = ['name', 'url', 'auth.token', 'auth.name', 'auth.value'] as const;
const AUTH_KINDS: McpServerAuth['kind'][] = ['none', 'bearer', 'header'];

/**
 * A new MCP server for the agent: a short name, its Streamable HTTP address, and how to sign in
 * (nothing, a bearer token, or one header). Checked by the server's own schema before it is sent.
 */
export function AddMcpServerDialog({ onAdd, ...frame }: AddMcpServerDialogProps) {
  return (
    <TitledDialog {...frame} title={<FormattedMessage id="agent.mcp.form.title" />}>
      <McpServerForm onAdd={onAdd} onCancel={frame.onClose} />
    </TitledDialog>
  );
}

function McpServerForm({
  onAdd,
  onCancel,
}: {
  onAdd: AddMcpServerDialogProps['onAdd'];
  onCancel: () => void;
}) {
  const intl = useIntl();
  const helper = useFieldHelper();
  const [values, setValues] = useState<McpServerFormValues>(EMPTY_MCP_SERVER_FORM);
  const checked = useMemo(() => checkMcpServerForm(values), [values]);
  const { submitted, busy, serverError, clearServerError, submit } = useCheckedSend(checked, onAdd);
  const problem = (field: (typeof FIELDS)[number]) =>
    serverError?.fields?.[field] ??
    (submitted && !checked.success ? checked.errors[field] : undefined);
  const change = (field: keyof McpServerFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearServerError();
  };

  const field = (
    name: keyof McpServerFormValues,
    errorKey: (typeof FIELDS)[number],
    label: string,
    extra: { hint?: string; max?: number; type?: string; required?: boolean } = {},
  ) => {
    const code = problem(errorKey);
    return (
      <TextField
        name={name}
        type={extra.type}
        label={intl.formatMessage({ id: label })}
        value={values[name]}
        onChange={(event) => change(name)(event.target.value)}
        error={code !== undefined}
        helperText={helper(
          errorKey,
          code,
          { max: extra.max },
          extra.hint && <FormattedMessage id={extra.hint} />,
        )}
        required={extra.required ?? true}
        fullWidth
        autoComplete="off"
        margin="dense"
      />
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onCancel}
      pending={busy}
      cancelLabel={<FormattedMessage id="agent.mcp.form.cancel" />}
      submitLabel={<FormattedMessage id="agent.mcp.form.submit" />}
    >
      <FormErrorAlert error={serverError} fieldNames={FIELDS} />
      {field('name', 'name', 'agent.mcp.form.name', {
        hint: 'agent.mcp.form.nameHint',
        max: MCP_SERVER_LIMITS.name,
      })}
      {field('url', 'url', 'agent.mcp.form.url', {
        hint: 'agent.mcp.form.urlHint',
        max: MCP_SERVER_LIMITS.url,
        type: 'url',
      })}
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend">
          <FormattedMessage id="agent.mcp.form.auth" />
        </FormLabel>
        <RadioGroup
          name="authKind"
          value={values.authKind}
          onChange={(event) => change('authKind')(event.target.value)}
        >
          {AUTH_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={intl.formatMessage({ id: `agent.mcp.form.auth.${kind}` })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {values.authKind === 'bearer' &&
        field('token', 'auth.token', 'agent.mcp.form.token', {
          hint: 'agent.mcp.form.secretHint',
          type: 'password',
        })}
      {values.authKind === 'header' && (
        <>
          {field('headerName', 'auth.name', 'agent.mcp.form.headerName', {
            max: MCP_SERVER_LIMITS.headerName,
          })}
          {field('headerValue', 'auth.value', 'agent.mcp.form.headerValue', {
            hint: 'agent.mcp.form.secretHint',
            type: 'password',
          })}
        </>
      )}
    </DialogForm>
  );
}
