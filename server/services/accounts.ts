import {
  passwordMatchesAccount,
  type FieldErrors,
  type ForgotRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetRequest,
  type SessionResponse,
} from '@/api/schema';
import { sql, type Database } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { revokeFeedOnPasswordReset } from './calendar/calendars.ts';
import type { Mailer } from './mailer.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimits } from './rateLimits.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { Sessions } from './sessions.ts';
import { newToken, tokenHash } from './tokens.ts';
import type { UserRow } from './users.ts';

/** A reset link works once, for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Reset mails one address may receive per hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_HOUR = 3;

interface AccountsDeps {
  sessions: Sessions;
  accessTokens: AccessTokens;
  rateLimits: RateLimits;
  mailer: Mailer;
  /** Origin for links in mail, e.g. http://127.0.0.1:3000. */
  publicUrl: () => string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Runs work after the current answer is sent; tests pass their own to hold it back. */
  defer?: (job: () => void) => void;
}

function takenError(fields: FieldErrors): HttpError {
  const code = fields.email ? 'email_taken' : 'username_taken';
  const what =
    fields.email && fields.username
      ? 'email and username are'
      : fields.email
        ? 'email is'
        : 'username is';
  return new HttpError(code, `That ${what} already in use.`, fields);
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * The mail quotes the name on a line of its own: names cannot hold line breaks or other control
 * characters (the schema refuses them), and quoting keeps any remaining text visibly the user's.
 */
export function resetMailText(name: string, link: string): string {
  return `Hello,\n\nSomeone asked to reset the password of the Quire account of “${name}”.\nTo choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`;
}

export function createAccounts(
  db: Database,
  {
    sessions,
    accessTokens,
    rateLimits,
    mailer,
    publicUrl,
    log,
    defer = setImmediate,
  }: AccountsDeps,
) {
  async function findTaken(email: string, username: string): Promise<FieldErrors> {
    const rows = await db.many<{ email_taken: boolean; username_taken: boolean }>(sql`
      SELECT lower(email) = lower(${email}) AS email_taken, lower(username) = lower(${username}) AS username_taken
      FROM users WHERE lower(email) = lower(${email}) OR lower(username) = lower(${username})`);
    const fields: FieldErrors = {};
    if (rows.some((r) => r.email_taken)) fields.email = 'taken';
    if (rows.some((r) => r.username_taken)) fields.username = 'taken';
    return fields;
  }

  async function sendResetLink(email: string): Promise<void> {
    const user = await db.maybeOne<UserRow>(
      sql`SELECT * FROM users WHERE lower(email) = lower(${email})`,
    );
    if (!user) return;
    const quota = await rateLimits.hit(`reset-mail|${user.id}`, RESET_TTL_MS);
    if (quota.current > RESET_MAILS_PER_HOUR) {
      log.warn({ user: user.id }, 'reset mail skipped: hourly limit for this address reached');
      return;
    }
    const token = newToken();
    await db.execute(sql`
      INSERT INTO password_resets (token_hash, user_id, expires_at)
      VALUES (${tokenHash(token)}, ${user.id}, ${new Date(Date.now() + RESET_TTL_MS)})`);
    const link = `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Quire password',
      text: resetMailText(user.name, link),
    });
  }

  return {
    async register(input: RegisterRequest): Promise<SessionResponse> {
      const taken = await findTaken(input.email, input.username);
      if (Object.keys(taken).length) throw takenError(taken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await tx.one<UserRow>(sql`
            INSERT INTO users (name, username, email, password_hash)
            VALUES (${input.name}, ${input.username}, ${input.email}, ${passwordHash}) RETURNING *`);
          return sessions.create(user, tx);
        });
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser gets a 409.
        if (isUniqueViolation(error)) {
          throw takenError(
            error.constraint?.includes('email') ? { email: 'taken' } : { username: 'taken' },
          );
        }
        throw error;
      }
    },

    async login(input: LoginRequest): Promise<SessionResponse> {
      const user = await db.maybeOne<UserRow>(sql`
        SELECT * FROM users WHERE lower(email) = lower(${input.identifier}) OR lower(username) = lower(${input.identifier})
        ORDER BY lower(email) = lower(${input.identifier}) DESC LIMIT 1`);
      const ok = user
        ? await verifyPassword(input.password, user.password_hash)
        : await burnPasswordCheck(input.password);
      if (!user || !ok)
        throw new HttpError('invalid_credentials', 'The email, username or password is wrong.');
      return sessions.create(user);
    },

    /**
     * Answers at once and does the work afterwards, so an existing account takes no longer to
     * answer than a missing one (no enumeration by timing). One address gets at most
     * RESET_MAILS_PER_HOUR mails, however many clients ask.
     */
    forgot(input: ForgotRequest): void {
      defer(() => {
        sendResetLink(input.email).catch((error: unknown) =>
          log.error({ err: error }, 'password reset mail failed'),
        );
      });
    },

    async reset(input: ResetRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const reset = await tx.maybeOne<{ user_id: string; username: string; email: string }>(sql`
          UPDATE password_resets r SET used_at = now() FROM users u
          WHERE r.token_hash = ${tokenHash(input.token)} AND r.used_at IS NULL AND r.expires_at > now()
            AND u.id = r.user_id
          RETURNING r.user_id, u.username, u.email`);
        if (!reset)
          throw new HttpError('invalid_token', 'This reset link is invalid, used or expired.', {
            token: 'invalid',
          });
        // Rolled back with the transaction: the link stays usable for a better password.
        if (passwordMatchesAccount(input.password, reset))
          throw new HttpError(
            'validation_failed',
            'Choose a password that is not your username or email.',
            {
              password: 'password_matches_account',
            },
          );
        await tx.execute(
          sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${reset.user_id}`,
        );
        await tx.execute(
          sql`UPDATE password_resets SET used_at = now() WHERE user_id = ${reset.user_id} AND used_at IS NULL`,
        );
        await sessions.revokeAll(reset.user_id, tx);
        // Connected apps lose their access with the old password (docs/mcp.md "Tokens").
        await accessTokens.revokeAll(reset.user_id, tx);
        // The feed address reads the calendar without a session: it ends with them.
        await revokeFeedOnPasswordReset(tx, reset.user_id);
      });
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
