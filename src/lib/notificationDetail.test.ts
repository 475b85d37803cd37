import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/schema/notifications';
import { notificationDetail, snackbarMessage } from './notificationDetail';

const base = {
  id: '8d3c1f5e-2b4a-4c6d-9e8f-0a1b2c3d4e5f',
  target: '/agent',
  title: 'What is on today',
  createdAt: '2026-11-30T06:00:00.000Z',
  readAt: null,
  snoozedUntil: null,
};
const conversationId = '1d3c1f5e-2b4a-4c6d-9e8f-0a1b2c3d4e5f';

const run = (
  status: 'done' | 'missed',
  late: boolean,
  automationId: string | null = conversationId,
): Notification => ({
  ...base,
  kind: 'agent_run',
  payload: { conversationId, automationId, status, late, latenessSeconds: 600 },
});
const approval = (automationId: string | null): Notification => ({
  ...base,
  kind: 'agent_approval',
  payload: { conversationId, automationId, stepId: 's1', tool: 'create_note' },
});

describe('notificationDetail', () => {
  it('words each kind and outcome, with the lateness of a late run', () => {
    expect(notificationDetail(run('done', false))).toEqual({
      id: 'notificationCentre.agentRun.done',
      lateMinutes: undefined,
    });
    expect(notificationDetail(run('done', true))?.lateMinutes).toBe(10);
    expect(notificationDetail(run('missed', true))).toEqual({
      id: 'notificationCentre.agentRun.missed',
      lateMinutes: undefined,
    });
    // A chat question's run (no automation) says so in its own words.
    expect(notificationDetail(run('done', false, null))?.id).toBe(
      'notificationCentre.chatRun.done',
    );
    expect(notificationDetail(approval(null))?.id).toBe('notificationCentre.chatApproval');
    expect(notificationDetail(approval(conversationId))?.id).toBe(
      'notificationCentre.agentApproval',
    );
    expect(
      notificationDetail({
        ...base,
        kind: 'file_indexed',
        payload: { fileId: conversationId, ready: false, reason: 'corrupt' },
      }),
    ).toEqual({ id: 'notificationCentre.fileFailed' });
    expect(
      notificationDetail({ ...base, kind: 'calendar_shared', payload: { owner: 'ada' } }),
    ).toEqual({ id: 'notificationCentre.calendarShared', values: { owner: 'ada' } });
  });
});

describe('snackbarMessage', () => {
  it('says a chat question’s answer is the agent’s, an automation’s run the automation’s', () => {
    expect(snackbarMessage(run('done', false, null))).toBe('notificationCentre.live.chat_run');
    expect(snackbarMessage(run('done', false))).toBe('notificationCentre.live.agent_run');
    expect(snackbarMessage(approval(null))).toBe('notificationCentre.live.agent_approval');
    expect(snackbarMessage({ ...base, kind: 'calendar_shared', payload: { owner: 'ada' } })).toBe(
      'notificationCentre.live.calendar_shared',
    );
  });
});
