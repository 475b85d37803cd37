export { AddMcpServerDialog, type AddMcpServerDialogProps } from './AddMcpServerDialog';
export { McpServerList, type McpServerListProps } from './McpServerList';
