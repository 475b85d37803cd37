import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/client';
import { errorMessageDescriptor } from '@/lib/errorMessageDescriptor';

export interface FormErrorAlertProps {
  error: ApiError | null | undefined;
  /** Fields the form shows; problems on them appear on the field instead of here. */
  fieldNames?: readonly string[];
}

/** The form-level error: what went wrong in a translated sentence, announced to screen readers. */
export function FormErrorAlert({ error, fieldNames = [] }: FormErrorAlertProps) {
  // The error is an ApiError already: no conversion (and no schema) needed to describe it.
  const intl = useIntl();
  if (!error) return null;
  const onFields = Object.keys(error.fields ?? {}).filter((name) => fieldNames.includes(name));
  if (onFields.length > 0 && onFields.length === Object.keys(error.fields ?? {}).length)
    return null;
  const { id, values } = errorMessageDescriptor(error);
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {intl.formatMessage({ id }, values)}
    </Alert>
  );
}
