import { describe, expect, it } from 'vitest';
import { pickerGroup, pickerOptions } from './pickerOptions';

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

  it('still offers to create the note when only an event or a file has that title', () => {
    const event = { id: 'e', title: 'Trip to Porto', kind: 'event' as const };
    const file = { id: 'f', title: 'trip to porto', kind: 'file' as const };
    expect(pickerOptions('Trip to Porto', [event, file]).at(-1)).toEqual({
      id: '',
      title: 'Trip to Porto',
      create: true,
    });
    expect(pickerOptions('Trip to Porto', [event, file]).map(pickerGroup)).toEqual([
      'event',
      'file',
      'create',
    ]);
    expect(pickerGroup(trip)).toBe('note');
  });
});
