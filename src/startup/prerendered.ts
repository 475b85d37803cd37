// What the entry and the build's prerender agree on (docs/performance.md, "Prerendered
// pages"). Plain constants: the gate script and the server read them too.

/** On `<html>` when `#root` holds markup the build rendered, until the entry has hydrated it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On `<html>` when the gate found the markup is not this visitor's: it is hidden. */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';
/** Set by the gate script on a form sent before the markup was hydrated. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
