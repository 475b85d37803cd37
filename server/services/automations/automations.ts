import {
  AUTOMATION_LIMITS,
  type Automation,
  type CreateAutomationRequest,
  type UpdateAutomationRequest,
  type Recurrence,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { systemClock, type Clock } from '../scheduler/clock.ts';
import { cancelJobs, scheduleJob } from '../scheduler/jobs.ts';
import { dailySweep } from '../scheduler/sweeps.ts';
import {
  AUTOMATION_COLUMNS,
  AUTOMATION_JOB,
  timingOf,
  toAutomation,
  type AutomationRow,
} from './rows.ts';
import { assertRunnable, recurrenceOf, ruleOf, type AutomationTiming } from './schedule.ts';

/** What a create asks for once the schema's defaults are in. */
type NewAutomation = Required<CreateAutomationRequest> & { recurrence: Recurrence };
type AutomationChange = Omit<UpdateAutomationRequest, 'recurrence'> & { recurrence?: Recurrence };

const notFound = () => new HttpError('not_found', 'No such automation.');

/** A conversation title from the prompt's first line. */
const titleOf = (prompt: string) => (prompt.split('\n')[0] ?? '').slice(0, 200);

/**
 * A user's automations (docs/agent.md "Automations"): each change and its pending run (a
 * scheduler job) commit together, so a paused, edited or deleted automation never runs on its
 * old schedule.
 */
export function createAutomations(db: Database, clock: Clock = systemClock) {
  /** Schedules the next run after now, or drops it for a paused or deleted automation. */
  async function reschedule(tx: Queryable, row: AutomationRow, timing?: AutomationTiming) {
    const now = clock.now();
    const current = timing ?? timingOf(row);
    if (row.paused) {
      await cancelJobs(tx, AUTOMATION_JOB, [row.id]);
      return;
    }
    const next = assertRunnable(current, now.getTime());
    await scheduleJob(tx, {
      kind: AUTOMATION_JOB,
      subject: row.id,
      userId: row.user_id,
      dueAt: next,
    });
    await tx.execute(sql`UPDATE automations SET next_run_at = ${next} WHERE id = ${row.id}`);
  }

  /**
   * Locks the user's row, so two creates cannot both pass the cap. NO KEY UPDATE, not UPDATE: the
   * user's other writes (a run's notification) hold key-share locks on it that must not wait.
   */
  async function assertBelowCap(tx: Queryable, userId: string) {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
    const { n } = await tx.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM automations WHERE user_id = ${userId} AND deleted_at IS NULL`);
    if (n >= AUTOMATION_LIMITS.perUser)
      throw new HttpError(
        'unprocessable',
        `You have ${AUTOMATION_LIMITS.perUser} automations, as many as you can keep.`,
      );
  }

  async function lockOwned(tx: Queryable, userId: string, id: string, deleted = false) {
    const row = await tx.maybeOne<AutomationRow>(sql`
      SELECT ${AUTOMATION_COLUMNS} FROM automations
      WHERE id = ${id} AND user_id = ${userId}
        AND deleted_at IS ${deleted ? sql`NOT NULL` : sql`NULL`}
      FOR UPDATE`);
    if (!row) throw notFound();
    return row;
  }

  const reread = async (tx: Queryable, id: string) =>
    toAutomation(
      await tx.one<AutomationRow>(
        sql`SELECT ${AUTOMATION_COLUMNS} FROM automations WHERE id = ${id}`,
      ),
    );

  return {
    async list(userId: string): Promise<Automation[]> {
      const rows = await db.many<AutomationRow>(sql`
        SELECT ${AUTOMATION_COLUMNS} FROM automations
        WHERE user_id = ${userId} AND deleted_at IS NULL ORDER BY created_at, id`);
      return rows.map(toAutomation);
    },

    async create(userId: string, input: NewAutomation): Promise<Automation> {
      const timing = {
        rrule: ruleOf(input.recurrence, input.start, input.timeZone),
        start: input.start,
        timeZone: input.timeZone,
      };
      assertRunnable(timing, clock.now().getTime());
      return db.transaction(async (tx) => {
        await assertBelowCap(tx, userId);
        const { id: conversationId } = await tx.one<{ id: string }>(sql`
          INSERT INTO agent_conversations (user_id, title)
          VALUES (${userId}, ${titleOf(input.prompt)}) RETURNING id`);
        const row = await tx.one<AutomationRow>(sql`
          INSERT INTO automations (user_id, prompt, rrule, start, time_zone, locale, conversation_id)
          VALUES (${userId}, ${input.prompt}, ${timing.rrule}, ${timing.start}, ${timing.timeZone},
            ${input.locale}, ${conversationId})
          RETURNING ${AUTOMATION_COLUMNS}`);
        await reschedule(tx, row, timing);
        return reread(tx, row.id);
      });
    },

    async update(userId: string, id: string, change: AutomationChange): Promise<Automation> {
      return db.transaction(async (tx) => {
        const row = await lockOwned(tx, userId, id);
        const timeZone = change.timeZone ?? row.time_zone;
        const start = change.start ?? row.start;
        const recurrence = change.recurrence ?? recurrenceOf(timingOf(row));
        const timing = { rrule: ruleOf(recurrence, start, timeZone), start, timeZone };
        const updated = await tx.one<AutomationRow>(sql`
          UPDATE automations SET prompt = ${change.prompt ?? row.prompt}, rrule = ${timing.rrule},
            start = ${start}, time_zone = ${timeZone}, paused = ${change.paused ?? row.paused}
          WHERE id = ${id} RETURNING ${AUTOMATION_COLUMNS}`);
        await reschedule(tx, updated, timing);
        return reread(tx, id);
      });
    },

    /** Deleted for UNDO: its pending run goes, its conversation stays. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        await tx.execute(sql`UPDATE automations SET deleted_at = now() WHERE id = ${id}`);
        await cancelJobs(tx, AUTOMATION_JOB, [id]);
      });
    },

    async restore(userId: string, id: string): Promise<Automation> {
      return db.transaction(async (tx) => {
        // The user's row first, then the automation's, in the order a create takes them.
        await assertBelowCap(tx, userId);
        const row = await lockOwned(tx, userId, id, true);
        await tx.execute(sql`UPDATE automations SET deleted_at = NULL WHERE id = ${id}`);
        await reschedule(tx, row);
        return reread(tx, id);
      });
    },

    /** Runs it now, through the scheduler (paused ones too); its schedule stays as it was. */
    async runNow(userId: string, id: string): Promise<Automation> {
      return db.transaction(async (tx) => {
        const row = await lockOwned(tx, userId, id);
        await scheduleJob(tx, {
          kind: AUTOMATION_JOB,
          subject: id,
          key: 'now',
          userId,
          dueAt: clock.now(),
          payload: { manual: true },
        });
        return toAutomation(row);
      });
    },
  };
}

export type Automations = ReturnType<typeof createAutomations>;

/** Deleted automations stay a day for UNDO, then go for good (their conversations stay). */
export const deletedAutomationsSweep = dailySweep('automations.sweep', (tx, now) =>
  tx.execute(sql`
    DELETE FROM automations WHERE deleted_at < ${now}::timestamptz - interval '1 day'`),
);
