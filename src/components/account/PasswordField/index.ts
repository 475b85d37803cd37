export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { NewPasswordField, type NewPasswordFieldProps } from './NewPasswordField';
