export { FilePreview, type FilePreviewProps } from './FilePreview';
