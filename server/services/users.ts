import type { User } from '@/api/schema';

/** A `users` row as pg returns it. */
export interface UserRow {
  id: string;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  created_at: Date;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    createdAt: row.created_at.toISOString(),
  };
}
