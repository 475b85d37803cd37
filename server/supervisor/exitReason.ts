/** Why a worker process ended, in words an operator can act on. */
export function exitReason(code: number | null, signal: string | null): string {
  if (signal === 'SIGKILL')
    return 'killed by SIGKILL (the kernel out-of-memory killer, or an operator)';
  if (signal === 'SIGABRT')
    return 'aborted (SIGABRT: V8 aborts when the heap limit is reached; see the lines above)';
  if (signal) return `killed by ${signal}`;
  if (code === 0) return 'exited on its own (code 0)';
  return `exited with code ${code} (an uncaught error: its stack is printed above)`;
}
