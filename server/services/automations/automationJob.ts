import { AGENT_LOCALES, AUTOMATION_LIMITS, type AgentLocale } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import type { Agent } from '../agent/agent.ts';
import { conversationTarget } from '../agent/conversationTarget.ts';
import type { RunWatcher } from '../agent/runWatcher.ts';
import { addNotification } from '../notifications.ts';
import type { AfterCommit, DueJob, Firing, JobKind } from '../scheduler/scheduler.ts';
import { AUTOMATION_COLUMNS, AUTOMATION_JOB, timingOf, type AutomationRow } from './rows.ts';
import { nextRunAfter } from './schedule.ts';

const GRACE_MS = AUTOMATION_LIMITS.graceMinutes * 60_000;

interface Lateness {
  late: boolean;
  latenessSeconds: number;
}

/** Writes the run's end and its approvals as notifications that open the conversation. */
function automationWatcher(row: AutomationRow, conversationId: string, lateness: Lateness) {
  const common = {
    userId: row.user_id,
    target: conversationTarget(conversationId),
    title: row.prompt,
  };
  return {
    async awaitingApproval(tx, step) {
      await addNotification(tx, {
        ...common,
        kind: 'agent_approval',
        payload: { conversationId, automationId: row.id, stepId: step.id, tool: step.name },
      });
    },
    async finished(tx, status) {
      await tx.execute(sql`UPDATE automations SET last_status = ${status} WHERE id = ${row.id}`);
      await addNotification(tx, {
        ...common,
        kind: 'agent_run',
        payload: { conversationId, automationId: row.id, status, ...lateness },
      });
    },
  } satisfies RunWatcher;
}

/** The automation's conversation, made again when the user deleted it. */
async function conversationOf(tx: Queryable, row: AutomationRow): Promise<string> {
  const live = row.conversation_id
    ? await tx.maybeOne<{ id: string }>(sql`
        SELECT id FROM agent_conversations WHERE id = ${row.conversation_id} AND deleted_at IS NULL`)
    : null;
  if (live) return live.id;
  const { id } = await tx.one<{ id: string }>(sql`
    INSERT INTO agent_conversations (user_id, title)
    VALUES (${row.user_id}, ${row.prompt.split('\n')[0]!.slice(0, 200)}) RETURNING id`);
  await tx.execute(sql`UPDATE automations SET conversation_id = ${id} WHERE id = ${row.id}`);
  return id;
}

/**
 * An automation's run (docs/agent.md "Automations"). Firing saves the question and its running
 * answer with the job's status, so each occurrence asks once however many processes poll; the
 * answer starts after the commit, with no client attached, and the next occurrence is scheduled
 * in the same transaction. A run missed by more than the grace is noted as missed, never run in
 * a burst; the next one after now is scheduled.
 */
export function automationJob(agent: Agent): JobKind {
  const { runs, conversations } = agent;

  async function lockLive(tx: Queryable, job: DueJob) {
    return tx.maybeOne<AutomationRow>(sql`
      SELECT ${AUTOMATION_COLUMNS} FROM automations
      WHERE id = ${job.subject} AND deleted_at IS NULL FOR UPDATE`);
  }

  /** A scheduled (not "run now") job chains the next occurrence after `afterMs`. */
  async function scheduleNext(tx: Queryable, firing: Firing, row: AutomationRow, afterMs: number) {
    const next = nextRunAfter(timingOf(row), afterMs);
    await tx.execute(sql`UPDATE automations SET next_run_at = ${next} WHERE id = ${row.id}`);
    if (next)
      await firing.schedule({
        kind: AUTOMATION_JOB,
        subject: row.id,
        userId: row.user_id,
        dueAt: next,
      });
  }

  const manual = (job: DueJob) => (job.payload as { manual?: boolean } | null)?.manual === true;

  return {
    kind: AUTOMATION_JOB,
    graceMs: GRACE_MS,
    async fire(job, firing): Promise<AfterCommit | void> {
      const row = await lockLive(firing.tx, job);
      if (!row || (row.paused && !manual(job))) return;
      if (!manual(job)) await scheduleNext(firing.tx, firing, row, job.dueAt.getTime());
      const conversationId = await conversationOf(firing.tx, row);
      await conversations.endDeadRuns(conversationId);
      const running = await firing.tx.maybeOne(sql`
        SELECT 1 FROM agent_messages WHERE conversation_id = ${conversationId} AND status = 'running'`);
      if (running) {
        // The last answer is still being written: this occurrence is skipped, not queued.
        await firing.tx.execute(sql`
          UPDATE automations SET last_run_at = ${firing.now}, last_status = 'skipped' WHERE id = ${row.id}`);
        return;
      }
      const prepared = await runs.prepare(firing.tx, conversationId, row.prompt);
      await firing.tx.execute(sql`
        UPDATE automations SET last_run_at = ${firing.now}, last_status = 'running' WHERE id = ${row.id}`);
      const lateness = { late: firing.late, latenessSeconds: Math.round(firing.latenessMs / 1000) };
      const locale = (AGENT_LOCALES as readonly string[]).includes(row.locale)
        ? (row.locale as AgentLocale)
        : 'en';
      return async () =>
        runs.begin(
          prepared,
          row.user_id,
          { locale, timeZone: row.time_zone },
          automationWatcher(row, conversationId, lateness),
        );
    },
    async missed(job, firing) {
      const row = await lockLive(firing.tx, job);
      if (!row) return;
      if (!manual(job)) await scheduleNext(firing.tx, firing, row, firing.now.getTime());
      await firing.tx.execute(sql`
        UPDATE automations SET last_run_at = ${firing.now}, last_status = 'missed' WHERE id = ${row.id}`);
      const conversationId = await conversationOf(firing.tx, row);
      await addNotification(firing.tx, {
        userId: row.user_id,
        kind: 'agent_run',
        target: conversationTarget(conversationId),
        title: row.prompt,
        at: firing.now,
        payload: {
          conversationId,
          automationId: row.id,
          status: 'missed',
          late: true,
          latenessSeconds: Math.round(firing.latenessMs / 1000),
        },
      });
    },
  };
}
