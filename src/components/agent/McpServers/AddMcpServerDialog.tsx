import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import {
  MCP_SERVER_LIMITS,
  type CreateMcpServerRequest,
  type McpServerAuth,
} from '@/api/schema/mcpServers';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { TitledDialog } from '@/components/shared/TitledDialog';
import { formSubmit } from '@/lib/formSubmit';
import {
  EMPTY_MCP_SERVER_FORM,
  checkMcpServerForm,
  type McpServerFormValues,
} from './mcpServerForm';

export interface AddMcpServerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the server; rejects with the ApiError the server sent. */
  onAdd: (request: CreateMcpServerRequest) => Promise<void>;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

const FIELDS = ['name', 'url', 'auth.token', 'auth.name', 'auth.value'] as const;
const AUTH_KINDS: McpServerAuth['kind'][] = ['none', 'bearer', 'header'];

/**
 * A new MCP server for the agent: a short name, its Streamable HTTP address, and how to sign in
 * (nothing, a bearer token, or one header). Checked by the server's own schema before it is sent.
 */
export function AddMcpServerDialog({
  open,
  onClose,
  onAdd,
  disablePortal,
}: AddMcpServerDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      disablePortal={disablePortal}
      title={<FormattedMessage id="agent.mcp.form.title" />}
    >
      <McpServerForm onAdd={onAdd} onCancel={onClose} />
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
  const formId = useId();
  const [values, setValues] = useState<McpServerFormValues>(EMPTY_MCP_SERVER_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const checked = useMemo(() => checkMcpServerForm(values), [values]);
  const problem = (field: (typeof FIELDS)[number]) =>
    serverError?.fields?.[field] ??
    (submitted && !checked.success ? checked.errors[field] : undefined);
  const change = (field: keyof McpServerFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerError(null);
  };

  const submit = async () => {
    setSubmitted(true);
    if (!checked.success) return;
    setBusy(true);
    setServerError(null);
    try {
      await onAdd(checked.data);
    } catch (failure) {
      setServerError(toApiError(failure));
      setBusy(false);
    }
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
    <>
      <DialogContent>
        <form id={formId} onSubmit={formSubmit(() => void submit())} noValidate>
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
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="agent.mcp.form.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          <FormattedMessage id="agent.mcp.form.submit" />
        </Button>
      </DialogActions>
    </>
  );
}
