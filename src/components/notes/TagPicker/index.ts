export { TagPicker, type TagPickerProps } from './TagPicker';
