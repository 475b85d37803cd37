export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export { NOTE_COLOR_TOKENS, noteBackground } from '@/theme/noteColors';
