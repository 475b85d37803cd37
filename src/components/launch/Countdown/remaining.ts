export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target moment has come. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (all zero once it has passed). */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
