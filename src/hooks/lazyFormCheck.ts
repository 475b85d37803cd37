import type { accountFormChecks } from './accountFormChecks';

/** A form check (`formCheck`) fetched on first use; `loaded` is set once it has arrived. */
export interface LazyFormCheck<Check> {
  readonly loaded: Check | undefined;
  load(): Promise<Check>;
}

export function lazyFormCheck<Check>(importCheck: () => Promise<Check>): LazyFormCheck<Check> {
  let pending: Promise<Check> | undefined;
  const lazy: { loaded: Check | undefined; load: () => Promise<Check> } = {
    loaded: undefined,
    load: () => (pending ??= importCheck().then((check) => (lazy.loaded = check))),
  };
  return lazy;
}

type AccountFormChecks = typeof accountFormChecks;

/** One of the sign-in forms' checks: zod and the account schemas load when a form first asks. */
export const lazyAccountFormCheck = <Form extends keyof AccountFormChecks>(form: Form) =>
  lazyFormCheck(() =>
    import('./accountFormChecks').then(({ accountFormChecks }) => accountFormChecks[form]),
  );
