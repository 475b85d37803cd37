// Its own module: the agent's event stream reads it before the client (axios) has loaded
// (docs/performance.md).

/** Where the API answers: `/api` on the app's own origin unless the build says otherwise. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';
