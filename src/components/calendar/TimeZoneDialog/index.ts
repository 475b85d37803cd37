export { TimeZoneDialog, type TimeZoneDialogProps } from './TimeZoneDialog';
export { matchTimeZones, timeZoneOptions, type TimeZoneOption } from './timeZoneOptions';
