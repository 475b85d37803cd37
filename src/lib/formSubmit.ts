import type { FormEvent } from 'react';

/**
 * The submit handler of a form the app handles itself: the page stays where it is (no browser
 * navigation) and `handle` runs. Enter in a field submits, as in any form.
 */
export function formSubmit(handle: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handle();
  };
}
