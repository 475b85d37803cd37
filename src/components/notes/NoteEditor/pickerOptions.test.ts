import { describe, expect, it } from 'vitest';
import { pickerOptions } from './pickerOptions';

const trip = { id: 'a', title: 'Trip to Porto' };

describe('pickerOptions', () => {
  it('offers to create a note with the typed title after the notes found', () => {
    expect(pickerOptions(' Trip ', [trip])).toEqual([
      trip,
      { id: '', title: 'Trip', create: true },
    ]);
  });

  it('offers no creation when a note found has exactly that title, whatever the case', () => {
    expect(pickerOptions('trip to porto', [trip])).toEqual([trip]);
  });

  it('offers nothing to create before a title is typed', () => {
    expect(pickerOptions('  ', [])).toEqual([]);
  });
});
