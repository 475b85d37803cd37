import { describe, expect, it } from 'vitest';
import { isUnderTag, tagDepth, tagLevels } from './noteTags';

describe('nested tags', () => {
  it('lists the levels a tag sits under, then itself', () => {
    expect(tagLevels('work/clients/acme')).toEqual(['work', 'work/clients', 'work/clients/acme']);
    expect(tagLevels('home')).toEqual(['home']);
  });

  it('skips levels an empty part would make', () => {
    expect(tagLevels('a//b')).toEqual(['a', 'a//b']);
    expect(tagLevels('/a')).toEqual(['/a']);
    expect(tagLevels('a/')).toEqual(['a', 'a/']);
    expect(tagDepth('a//b')).toBe(1);
  });

  it('takes nested tags under a filter, and only those', () => {
    expect(isUnderTag('work/clients', 'work')).toBe(true);
    expect(isUnderTag('work', 'work')).toBe(true);
    expect(isUnderTag('workshop', 'work')).toBe(false);
    expect(isUnderTag('work', 'work/clients')).toBe(false);
  });
});
