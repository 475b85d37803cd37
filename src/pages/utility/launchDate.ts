/** Used when VITE_LAUNCH_DATE is missing or not a date. */
export const DEFAULT_LAUNCH_DATE = '2027-03-01T09:00:00Z';

/** The launch the coming-soon pages count down to, from the build's configuration. */
export function launchDate(configured: string | undefined): Date {
  const parsed = configured ? new Date(configured) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(DEFAULT_LAUNCH_DATE);
}
