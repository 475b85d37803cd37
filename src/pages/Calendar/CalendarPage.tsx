import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { toApiError } from '@/api/client';
import type { CalendarEvent, EditScope } from '@/api/schema/calendar';
import { dateInZone } from '@/api/schema/calendarTime';
import {
  CalendarUnavailable,
  LeaveCalendarDialog,
  ReadOnlyBanner,
} from '@/components/calendar/CalendarNotices';
import {
  CalendarToolbar,
  FIRST_DAY_OF_WEEK,
  LazyCalendarView,
} from '@/components/calendar/CalendarView';
import { DraftRecoveryDialog } from '@/components/shared/DraftRecoveryDialog';
import { EventConflictDialog, EventDialog, ScopeDialog } from '@/components/calendar/EventDialog';
import { ImportDialog } from '@/components/calendar/ImportDialog';
import { ReminderSettingsDialog } from '@/components/calendar/ReminderSettings';
import { ShareDialog } from '@/components/calendar/ShareDialog';
import { RetryAlert } from '@/components/shared/QueryStatus';
import { SlowLoadingHint } from '@/components/shared/SlowLoadingHint';
import { ServerErrorScreen } from '@/components/shared/StatusScreens';
import type { Locale } from '@/config';
import { calendarLink } from '@/routes/paths';
import { useAppSelector } from '@/state/hooks';
import { useViewerTimeZone } from '@/state/timeZone/useViewerTimeZone';
import {
  useGetCalendarQuery,
  useListCalendarsQuery,
  useListEventsQuery,
} from '@/state/api/calendarApi';
import { rangeOf } from './calendarAddress';
import { newEventSlot } from './newEventSlot';
import { pickerCalendars } from './pickerCalendars';
import { useCalendarAddress } from './useCalendarAddress';
import { useCalendarMembership } from './useCalendarMembership';
import { useCalendarSharing } from './useCalendarSharing';
import { useEventChanges } from './useEventChanges';
import { useEventDeepLink } from './useEventDeepLink';
import { useEventEditor } from './useEventEditor';
import { useNewEventRequest } from './useNewEventRequest';
import { useNewEventShortcut } from './useNewEventShortcut';
import { useReminderSettingsDialog } from './useReminderSettingsDialog';

/** `/calendar/:username`: one user's calendar in month, week, day or agenda (docs/calendar.md). */
export function CalendarPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { username = '' } = useParams();
  const me = useAppSelector((state) => state.session.user?.username ?? '');
  const { zone } = useViewerTimeZone();
  const address = useCalendarAddress(dateInZone(new Date(), zone));
  const calendar = useGetCalendarQuery(username);
  const calendars = useListCalendarsQuery();
  const locale = intl.locale.slice(0, 2) as Locale;
  const range = { username, ...rangeOf(address.view, address.date, FIRST_DAY_OF_WEEK[locale]) };
  const events = useListEventsQuery(range, { skip: !calendar.data });
  const readOnly = calendar.data?.access !== 'owner';
  const editor = useEventEditor(username, zone);
  const changes = useEventChanges(range);
  const sharing = useCalendarSharing(username, zone);
  const membership = useCalendarMembership(calendar.data, me);
  const reminderSettings = useReminderSettingsDialog();
  const [title, setTitle] = useState('');
  const [pendingMove, setPendingMove] = useState<{
    event: CalendarEvent;
    times: { start: string; end: string };
  } | null>(null);

  const openEvent = (event: CalendarEvent) => editor.openEvent(event, readOnly);
  useEventDeepLink({
    username,
    eventId: address.eventId,
    ready: calendar.data !== undefined,
    open: openEvent,
    drop: address.dropEvent,
  });
  const createNew = () => editor.openNew(newEventSlot(address.date, zone));
  const anyDialog =
    editor.value !== null ||
    editor.recovered !== null ||
    pendingMove !== null ||
    sharing.share.open ||
    sharing.importing.open ||
    reminderSettings.dialog.open;
  useNewEventShortcut(!readOnly && !anyDialog && calendar.data !== undefined, createNew);
  useNewEventRequest({
    wanted: address.wantsNew,
    ready: calendar.data !== undefined,
    readOnly,
    create: createNew,
    drop: address.dropNew,
  });

  if (calendar.isError) {
    const { code } = toApiError(calendar.error);
    if (code === 'not_shared' || code === 'not_found')
      return (
        <CalendarUnavailable reason={code} username={username} myCalendarLink={calendarLink(me)} />
      );
    return <ServerErrorScreen variant="embedded" onRetry={() => void calendar.refetch()} />;
  }

  const changeTimes = (event: CalendarEvent, times: { start: string; end: string }) =>
    event.recurrenceStart ? setPendingMove({ event, times }) : void changes.move(event, times);
  const session = editor.session;
  const editing = editor.value;
  const remove = async (scope?: EditScope) => {
    if (!session?.recordId || !editing) return;
    const target = {
      id: session.recordId,
      occurrenceId: '',
      recurrenceStart: editing.occurrence,
      version: 1,
    };
    if (await changes.remove(target, scope)) editor.cancel();
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        <FormattedMessage
          id="calendar.page.heading"
          values={{ name: calendar.data?.owner.name ?? username }}
        />
      </Typography>
      <CalendarToolbar
        title={title || intl.formatMessage({ id: 'calendar.title' }, { username })}
        view={address.view}
        onViewChange={address.setView}
        onToday={address.goToday}
        onStep={address.step}
        calendars={pickerCalendars(calendars.data, calendar.data)}
        username={calendar.data?.owner.username ?? username}
        onPickCalendar={(next) => navigate(calendarLink(next))}
        onNewEvent={readOnly ? undefined : createNew}
        onShare={readOnly ? undefined : sharing.openShare}
        onImport={readOnly ? undefined : sharing.openImport}
        onReminderSettings={readOnly ? undefined : reminderSettings.open}
        onExport={sharing.exportIcs}
      />
      {calendar.data && readOnly && (
        <ReadOnlyBanner ownerName={calendar.data.owner.name} {...membership.banner} />
      )}
      {events.isError && (
        <RetryAlert
          title={<FormattedMessage id="calendar.page.loadFailed" />}
          error={events.error}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data?.length === 0 && (
        <Alert
          severity="info"
          action={
            readOnly ? undefined : (
              <Button color="inherit" onClick={createNew}>
                <FormattedMessage id="calendar.page.newEvent" />
              </Button>
            )
          }
        >
          <FormattedMessage id={readOnly ? 'calendar.page.emptyShared' : 'calendar.page.empty'} />
        </Alert>
      )}
      {calendar.data ? (
        <LazyCalendarView
          events={events.data ?? []}
          view={address.view}
          date={address.date}
          timeZone={zone}
          locale={locale}
          readOnly={readOnly}
          onSelectSlot={(slot) => editor.openNew(slot)}
          onOpenEvent={openEvent}
          onChangeTimes={changeTimes}
          onTitleChange={setTitle}
        />
      ) : (
        <Skeleton
          variant="rounded"
          height={560}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'calendar.page.loading' })}
        />
      )}
      <SlowLoadingHint loading={calendar.isLoading || events.isFetching} />
      {editing && session && (
        <EventDialog
          open
          mode={session.isNew ? 'create' : 'edit'}
          value={editing.fields}
          onChange={editor.edit}
          saving={editor.saving}
          readOnly={session.readOnly}
          viewerTimeZone={zone}
          recurring={editing.occurrence !== null}
          serverError={editor.serverError}
          onSave={(scope) => void editor.submit(scope)}
          onDelete={(scope) => void remove(scope)}
          onClose={editor.cancel}
        />
      )}
      {editor.conflict && (
        <EventConflictDialog
          open
          mine={editor.conflict.mine.fields}
          theirs={editor.conflict.theirs}
          onKeepMine={() => void editor.resolve('keepMine')}
          onTakeTheirs={() => void editor.resolve('takeTheirs')}
          busy={editor.resolving}
        />
      )}
      {editor.recovered && (
        <DraftRecoveryDialog
          open
          title={
            editor.recovered.value.draft.fields.title ||
            intl.formatMessage({ id: 'event.recovered.title' })
          }
          plainText={editor.recovered.value.draft.fields.description}
          savedAt={editor.recovered.savedAt}
          onRestore={editor.restore}
          onDiscard={editor.discardRecovered}
        />
      )}
      <ScopeDialog
        action={pendingMove ? 'save' : null}
        onCancel={() => setPendingMove(null)}
        onChoose={(scope) => {
          if (pendingMove) void changes.move(pendingMove.event, pendingMove.times, scope);
          setPendingMove(null);
        }}
      />
      {!readOnly && <ShareDialog {...sharing.share} />}
      {readOnly && <LeaveCalendarDialog {...membership.dialog} />}
      {!readOnly && <ImportDialog {...sharing.importing} />}
      {!readOnly && <ReminderSettingsDialog {...reminderSettings.dialog} />}
    </Stack>
  );
}
