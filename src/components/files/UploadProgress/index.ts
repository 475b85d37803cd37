export { UploadProgress, type UploadProgressProps } from './UploadProgress';
export type { UploadItem } from './uploadItem';
export { uploadRefusal, uploadRefusalMessage, type UploadRefusal } from './uploadError';
