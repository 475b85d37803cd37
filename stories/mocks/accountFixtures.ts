import type { RegisterRequest, User } from '@/api/schema';

/** A fixed moment, so stories and screenshots never depend on the clock. */
export const FIXED_NOW = '2026-03-02T09:30:00.000Z';

export const adaUser: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2026-01-15T09:00:00.000Z',
};

/** Ada's password in the mock account store. */
export const ADA_PASSWORD = 'analytical-engine';

export const newAccount: RegisterRequest = {
  name: 'Grace Hopper',
  username: 'grace_h',
  email: 'grace@example.com',
  password: 'compilers-rock-1952',
};

/** A long name and address, to check layouts that must wrap. */
export const longAccount: RegisterRequest = {
  name: 'Maria Salomea Skłodowska-Curie de la Sorbonne et de Varsovie',
  username: 'maria-salomea-sklodowska-1867',
  email: 'maria.salomea.sklodowska.curie.radioactivity@laboratoire.example.org',
  password: 'polonium-and-radium-1898',
};

export const RESET_TOKEN = 'rst_0123456789abcdef0123456789abcdef';
