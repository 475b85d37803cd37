import { describe, expect, it } from 'vitest';
import { createRestartPolicy, FIRST_DELAY_MS, MAX_DELAY_MS, STABLE_MS } from './restartPolicy.ts';

describe('the restart policy', () => {
  it('doubles the wait for each quick death in a row, up to the ceiling', () => {
    const policy = createRestartPolicy();
    const waits = Array.from({ length: 10 }, () => policy.delayAfter(50));
    expect(waits.slice(0, 3)).toEqual([FIRST_DELAY_MS, FIRST_DELAY_MS * 2, FIRST_DELAY_MS * 4]);
    expect(waits.at(-1)).toBe(MAX_DELAY_MS);
  });

  it('starts over after a worker that ran for a while', () => {
    const policy = createRestartPolicy();
    for (let i = 0; i < 5; i++) policy.delayAfter(50);
    expect(policy.delayAfter(STABLE_MS)).toBe(FIRST_DELAY_MS);
  });
});
