export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
