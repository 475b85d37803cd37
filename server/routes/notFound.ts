import { HttpError } from '../errors.ts';

/**
 * The check a route makes on what it looked up: `const found = foundOr('Note not found.')`, then
 * `found(await lookup())` is the value, or a 404 with that message. A service answers null (or
 * false) both for a missing thing and for another user's, so both answer the same.
 */
export const foundOr =
  (message: string) =>
  <T>(value: T | null | undefined | false): T => {
    if (value === null || value === undefined || value === false) {
      throw new HttpError('not_found', message);
    }
    return value;
  };
