import { describe, expect, it } from 'vitest';
import { nextPathFrom, withNext } from './nextPath';

describe('nextPathFrom', () => {
  it('returns an in-app path with its query', () => {
    expect(nextPathFrom('?next=%2Fcalendar%2Fada%3Fview%3Dweek')).toBe('/calendar/ada?view=week');
  });
  it.each([
    ['', 'missing'],
    ['?next=', 'empty'],
    ['?next=https%3A%2F%2Fevil.example', 'another origin'],
    ['?next=%2F%2Fevil.example', 'protocol-relative'],
    ['?next=%2F%5Cevil.example', 'back-slash'],
    ['?next=notebook', 'relative'],
    ['?next=%2Flogin%3Fnext%3D%2F', 'a login page (loop)'],
    ['?next=%2Fa%0Ab', 'control characters'],
  ])('falls back to home for %s (%s)', (search) => {
    expect(nextPathFrom(search)).toBe('/');
  });
});

describe('withNext', () => {
  it('carries a safe next to the other sign-in page', () => {
    expect(withNext('/register', '?next=%2Fdigi_notebook%3Fnote%3D1')).toBe(
      '/register?next=%2Fdigi_notebook%3Fnote%3D1',
    );
  });

  it('drops a missing or unsafe next', () => {
    expect(withNext('/login', '')).toBe('/login');
    expect(withNext('/login', '?next=https%3A%2F%2Fevil.example')).toBe('/login');
    expect(withNext('/register', '?next=%2Flogin')).toBe('/register');
  });
});
