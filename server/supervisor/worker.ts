// One API worker of the supervisor (primary.ts forks this file): the server without the database
// cluster, the sweeps or the start-up line, which belong to the primary. It reaches the database
// through the DATABASE_URL the primary gives it, and stops on the primary's SIGTERM.
import { main, runUntilSignal } from '../main.ts';

await runUntilSignal(() => main(process.env, { supervised: true }), { quiet: true });
