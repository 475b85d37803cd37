export { DialogForm, type DialogFormProps } from './DialogForm';
