import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCESS_TOKEN_LIMITS,
  createAccessTokenRequestSchema,
  type AccessTokenScope,
  type CreateAccessTokenRequest,
} from '@/api/schema/accessTokens';
import { DialogForm } from '@/components/shared/DialogForm';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { formCheck } from '@/lib/formCheck';
import { LimitReachedAlert } from './LimitReachedAlert';
import { ScopeChoices } from '@/components/connectedApps/ScopeChoices';
import { useCheckedSend } from '@/hooks/useCheckedSend';

const checkToken = formCheck(createAccessTokenRequestSchema);
const FIELDS = ['name', 'scopes'] as const;

export interface TokenFormProps {
  onCreate: (request: CreateAccessTokenRequest) => Promise<void>;
  onCancel: () => void;
}

/** The token's name and scopes, checked by the schema the server uses before it is sent. */
export function TokenForm({ onCreate, onCancel }: TokenFormProps) {
  const intl = useIntl();
  const helper = useFieldHelper();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly AccessTokenScope[]>([]);
  const [nameLeft, setNameLeft] = useState(false);
  const checked = useMemo(() => checkToken({ name, scopes: [...scopes] }), [name, scopes]);
  const { submitted, busy, serverError, clearServerError, submit } = useCheckedSend(
    checked,
    onCreate,
  );
  const problems = checked.success ? {} : checked.errors;
  const nameProblem =
    serverError?.fields?.name ?? (submitted || nameLeft ? problems.name : undefined);
  const scopesProblem = serverError?.fields?.scopes ?? (submitted ? problems.scopes : undefined);

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onCancel}
      pending={busy}
      cancelLabel={<FormattedMessage id="connectedApps.form.cancel" />}
      submitLabel={<FormattedMessage id="connectedApps.form.submit" />}
    >
      {serverError?.code === 'unprocessable' ? (
        <LimitReachedAlert />
      ) : (
        <FormErrorAlert error={serverError} fieldNames={FIELDS} />
      )}
      <TextField
        name="name"
        label={intl.formatMessage({ id: 'connectedApps.form.name' })}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clearServerError();
        }}
        onBlur={() => setNameLeft(name !== '')}
        error={nameProblem !== undefined}
        helperText={helper(
          'name',
          nameProblem,
          { max: ACCESS_TOKEN_LIMITS.name },
          <FormattedMessage id="connectedApps.form.nameHint" />,
        )}
        required
        fullWidth
        autoComplete="off"
        margin="dense"
      />
      <ScopeChoices
        value={scopes}
        onChange={(next) => {
          setScopes(next);
          clearServerError();
        }}
        error={scopesProblem && helper('scopes', scopesProblem)}
      />
    </DialogForm>
  );
}
