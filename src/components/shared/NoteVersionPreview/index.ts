export { NoteVersionPreview, type NoteVersionPreviewProps } from './NoteVersionPreview';
