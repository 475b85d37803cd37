import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import {
  ACCESS_TOKEN_LIMITS,
  createAccessTokenRequestSchema,
  type AccessTokenScope,
  type CreateAccessTokenRequest,
} from '@/api/schema/accessTokens';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { formCheck } from '@/lib/formCheck';
import { LimitReachedAlert } from './LimitReachedAlert';
import { ScopeChoices } from '@/components/connectedApps/ScopeChoices';
import { formSubmit } from '@/lib/formSubmit';

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
  const formId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly AccessTokenScope[]>([]);
  const [nameLeft, setNameLeft] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const checked = useMemo(() => checkToken({ name, scopes: [...scopes] }), [name, scopes]);
  const problems = checked.success ? {} : checked.errors;
  const nameProblem =
    serverError?.fields?.name ?? (submitted || nameLeft ? problems.name : undefined);
  const scopesProblem = serverError?.fields?.scopes ?? (submitted ? problems.scopes : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (!checked.success) return;
    setBusy(true);
    setServerError(null);
    try {
      await onCreate(checked.data);
    } catch (failure) {
      setServerError(toApiError(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent>
        <form id={formId} onSubmit={formSubmit(() => void submit())} noValidate>
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
              setServerError(null);
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
              setServerError(null);
            }}
            error={scopesProblem && helper('scopes', scopesProblem)}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="connectedApps.form.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          <FormattedMessage id="connectedApps.form.submit" />
        </Button>
      </DialogActions>
    </>
  );
}
