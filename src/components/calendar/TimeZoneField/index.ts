export { TimeZoneField, type TimeZoneFieldProps } from './TimeZoneField';
