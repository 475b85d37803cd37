export { FormErrorAlert, type FormErrorAlertProps } from './FormErrorAlert';
export { apiErrorMessage, fieldErrorMessage, type FieldLimits } from './errorMessages';
export { useFieldHelper } from './useFieldHelper';
