export { FileList, type FileFilter, type FileListProps } from './FileList';
export { FileStatusChip } from './FileStatusChip';
export { FileKindIcon } from './FileKindIcon';
