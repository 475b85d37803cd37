import { z } from 'zod';

// zod's JIT probes `new Function` once; under the app's CSP (no 'unsafe-eval') that probe is
// reported as a violation on every page load. Validation works the same without it.
z.config({ jitless: true });

// Schema modules take zod from here, so the setting precedes their schemas whichever module a
// page loads first.
export { z };
