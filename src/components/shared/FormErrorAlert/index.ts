export { FormErrorAlert, type FormErrorAlertProps } from './FormErrorAlert';
export { fieldErrorMessage, type FieldLimits } from './errorMessages';
export { useFieldHelper } from './useFieldHelper';
