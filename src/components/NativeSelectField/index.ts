export {
  NativeSelectField,
  type NativeSelectFieldProps,
  type NativeSelectOption,
} from './NativeSelectField';
