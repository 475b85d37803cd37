import { describe, expect, it } from 'vitest';
import { isUnderTag, retagged, tagDepth, tagLevels } from './noteTags';

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

describe('retagged', () => {
  it('renames a tag and moves its nested tags with it', () => {
    expect(retagged(['home', 'work', 'work/clients', 'workshop'], 'work', 'job')).toEqual([
      'home',
      'job',
      'job/clients',
      'workshop',
    ]);
  });

  it('merges into a tag already there, and deletes with null', () => {
    expect(retagged(['job', 'work'], 'work', 'job')).toEqual(['job']);
    expect(retagged(['home', 'work/clients'], 'work', null)).toEqual(['home']);
  });

  it('moves a tag under another', () => {
    expect(retagged(['work/clients/acme'], 'work/clients', 'archive/clients')).toEqual([
      'archive/clients/acme',
    ]);
  });
});
