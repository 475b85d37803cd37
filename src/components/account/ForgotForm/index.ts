export { ForgotForm, type ForgotFormProps } from './ForgotForm';
