import Alert from '@mui/material/Alert';
import type { ApiError } from '@/api/client';
import { useErrorMessage } from '@/hooks/useErrorMessage';

export interface FormErrorAlertProps {
  error: ApiError | null | undefined;
  /** Fields the form shows; problems on them appear on the field instead of here. */
  fieldNames?: readonly string[];
}

/** The form-level error: what went wrong in a translated sentence, announced to screen readers. */
export function FormErrorAlert({ error, fieldNames = [] }: FormErrorAlertProps) {
  const describe = useErrorMessage();
  if (!error) return null;
  const onFields = Object.keys(error.fields ?? {}).filter((name) => fieldNames.includes(name));
  if (onFields.length > 0 && onFields.length === Object.keys(error.fields ?? {}).length)
    return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {describe(error)}
    </Alert>
  );
}
