import type { IntlShape } from 'react-intl';

/** One message per unit, so each language spells its own ("3.2 MB", "3,2 Mo"). */
const UNIT_MESSAGES = [
  'fileSize.bytes',
  'fileSize.kilobytes',
  'fileSize.megabytes',
  'fileSize.gigabytes',
] as const;
const STEP = 1024;

/**
 * A size in the largest unit it makes at least 1 of, with the reader's number formatting: "152 B",
 * "1.5 KB", "3.2 MB" (one decimal under 10, none above). Intl's own units are no help here: their
 * short byte is "byte" and their kilobyte "kB".
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  let value = bytes;
  let unit = 0;
  const digits = () => (value < 10 && unit > 0 ? 1 : 0);
  const rounded = () => Math.round(value * 10 ** digits()) / 10 ** digits();
  // Compared after rounding, so 1,048,575 bytes read "1 MB" rather than "1,024 KB".
  while (rounded() >= STEP && unit < UNIT_MESSAGES.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const size = intl.formatNumber(value, { maximumFractionDigits: digits() });
  return intl.formatMessage({ id: UNIT_MESSAGES[unit] }, { size });
}
