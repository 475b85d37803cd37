import { PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from './prerendered';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Gives a field back what the visitor put in it, through React. Hydrating leaves the typed text
 * in the field but records it as React's own value, and the field's state is still empty: a
 * change only counts when the value differs from the recorded one. So the value goes through
 * the element's own setter first (which records it), then through the prototype's (which does
 * not), and the input or click event makes React read it.
 */
function restore(field: Field, typed: string | boolean) {
  if (isBox(field)) {
    field.checked = !typed;
    field.click();
    return;
  }
  const value = typed as string;
  field.value = value === '' ? field.defaultValue : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the visitor did on a prerendered page before its scripts ran: the text typed into its
 * fields, the boxes ticked and a form sent (which the gate held back: sent natively, it would put
 * the password in the address). Called before hydrating; the function it returns, called once
 * hydration has committed, gives the fields back to React's state, then sends the held form
 * once React has rendered them, and lets the page's forms be sent as usual
 * (docs/performance.md, "Prerendered pages").
 */
export function typedBeforeHydration(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')].flatMap(
    (field): { field: Field; value: string | boolean }[] =>
      isBox(field)
        ? field.checked !== field.defaultChecked
          ? [{ field, value: field.checked }]
          : []
        : field.value !== field.defaultValue
          ? [{ field, value: field.value }]
          : [],
  );
  let done = false;
  return () => {
    if (done) return;
    done = true;
    // Outside the effect that calls this: each event then re-renders before the next step.
    setTimeout(() => {
      for (const { field, value } of typed) restore(field, value);
      root.ownerDocument.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
      const held = root.querySelector<HTMLFormElement>(`form[${SUBMIT_PENDING_ATTRIBUTE}]`);
      held?.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
      held?.requestSubmit();
    }, 0);
  };
}
