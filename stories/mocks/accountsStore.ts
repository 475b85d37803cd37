import type { RegisterRequest, SessionResponse, User } from '@/api/schema';
import { ADA_PASSWORD, adaUser } from './accountFixtures';

interface Account {
  user: User;
  password: string;
}

const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * An in-memory account service behaving like the server (docs/product.md §9): case-insensitive uniqueness,
 * login by email or username, single-use reset tokens that revoke every session. Deterministic:
 * ids and tokens count up, times derive from `now`.
 */
export class AccountsStore {
  private accounts: Account[] = [];
  private sessions = new Map<string, string>();
  private resets = new Map<string, string>();
  private counter = 0;
  /** Reset links "sent", newest last: where a story finds the link the e-mail would hold. */
  readonly outbox: { email: string; token: string }[] = [];

  constructor(
    private seed: Account[] = [{ user: adaUser, password: ADA_PASSWORD }],
    private now: () => Date = () => new Date('2026-03-02T09:30:00.000Z'),
  ) {
    this.restore();
  }

  /** Back to the seed accounts with no sessions, so a replayed story starts the same way. */
  restore(): void {
    this.accounts = this.seed.map((account) => ({ ...account }));
    this.sessions.clear();
    this.resets.clear();
    this.outbox.length = 0;
    this.counter = 0;
  }

  private next(prefix: string, width = 32): string {
    this.counter += 1;
    return `${prefix}_${pad(this.counter, width)}`;
  }

  private session(user: User): SessionResponse {
    const token = this.next('tok');
    this.sessions.set(token, user.id);
    return {
      token,
      expiresAt: new Date(this.now().getTime() + SESSION_LIFETIME_MS).toISOString(),
      user,
    };
  }

  /** The first seeded user (Ada by default). */
  seedUser(): User {
    const first = this.seed[0];
    if (!first) throw new Error('No seed account');
    return first.user;
  }

  taken(request: Pick<RegisterRequest, 'email' | 'username'>): 'email' | 'username' | null {
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (this.accounts.some((a) => same(a.user.email, request.email))) return 'email';
    if (this.accounts.some((a) => same(a.user.username, request.username))) return 'username';
    return null;
  }

  register(request: RegisterRequest): SessionResponse {
    this.counter += 1;
    const user: User = {
      id: `00000000-0000-4000-8000-${pad(this.counter + 100, 12)}`,
      name: request.name,
      username: request.username,
      email: request.email,
      createdAt: this.now().toISOString(),
    };
    this.accounts.push({ user, password: request.password });
    return this.session(user);
  }

  login(identifier: string, password: string): SessionResponse | null {
    const key = identifier.toLowerCase();
    const account = this.accounts.find(
      (a) => a.user.email.toLowerCase() === key || a.user.username.toLowerCase() === key,
    );
    return account && account.password === password ? this.session(account.user) : null;
  }

  userFor(token: string | undefined): User | null {
    const id = token ? this.sessions.get(token) : undefined;
    return this.accounts.find((a) => a.user.id === id)?.user ?? null;
  }

  logout(token: string): boolean {
    return this.sessions.delete(token);
  }

  /** Expires every session, as if they all timed out (the session-expired flow). */
  expireSessions(): void {
    this.sessions.clear();
  }

  forgot(email: string): void {
    const account = this.accounts.find((a) => a.user.email.toLowerCase() === email.toLowerCase());
    if (!account) return;
    const token = this.next('rst');
    this.resets.set(token, account.user.id);
    this.outbox.push({ email: account.user.email, token });
  }

  reset(token: string, password: string): boolean {
    const id = this.resets.get(token);
    const account = this.accounts.find((a) => a.user.id === id);
    if (!account) return false;
    this.resets.delete(token);
    account.password = password;
    for (const [session, owner] of this.sessions) if (owner === id) this.sessions.delete(session);
    return true;
  }
}
