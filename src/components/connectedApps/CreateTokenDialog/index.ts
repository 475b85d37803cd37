export { CreateTokenDialog, type CreateTokenDialogProps } from './CreateTokenDialog';
