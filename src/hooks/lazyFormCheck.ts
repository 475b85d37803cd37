import type { accountFormChecks } from './accountFormChecks';
import { onDemand } from './useOnDemand';

type AccountFormChecks = typeof accountFormChecks;

/** One of the sign-in forms' checks: zod and the account schemas load when a form first asks. */
export const lazyAccountFormCheck = <Form extends keyof AccountFormChecks>(form: Form) =>
  onDemand(() =>
    import('./accountFormChecks').then(({ accountFormChecks }) => accountFormChecks[form]),
  );
