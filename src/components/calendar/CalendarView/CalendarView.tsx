import FullCalendar from '@fullcalendar/react';
import type {
  DateSelectInfo,
  DatesSetInfo,
  EventClickInfo,
  EventDisplayInfo,
  EventDropInfo,
  EventInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import frLocale from '@fullcalendar/react/locales/fr';
import roLocale from '@fullcalendar/react/locales/ro';
import zhLocale from '@fullcalendar/react/locales/zh-cn';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { FormattedMessage } from 'react-intl';
import type { CalendarEvent } from '@/api/schema';
import { noteBackground } from '@/components/shared/ColorPicker';
import { calendarThemeVariables } from './calendarTheme';
import { CALENDAR_VIEWS, FIRST_DAY_OF_WEEK, type CalendarViewName } from './calendarViews';
import { initialScrollTime } from './initialScroll';
import { useKeyboardMoves } from './useKeyboardMoves';

/**
 * A day cell shows this many events and "+N more": drawing every event of a busy month costs
 * seconds (docs/calendar.md, "Benchmark").
 */
const MONTH_CELL_EVENTS = 4;

const LOCALES = { en: undefined, fr: frLocale, ro: roLocale, zh: zhLocale } as const;

/**
 * One time format in every view: FullCalendar's own defaults differ per view (the week's "6:00 –
 * 7:00", the agenda's "6:00 – 7:00pm", the month's "6p"). The locale decides 12 or 24 hours.
 */
const EVENT_TIME_FORMAT = { hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const;
const SLOT_LABEL_FORMAT = { ...EVENT_TIME_FORMAT, omitZeroMinute: true } as const;

/** A week or day scrolls inside this height, so it can open at the working day, not midnight. */
const TIME_GRID_HEIGHT = 640;

export interface CalendarViewProps {
  events: readonly CalendarEvent[];
  view: CalendarViewName;
  /** A day inside the period shown. */
  date: string;
  timeZone: string;
  locale: keyof typeof LOCALES;
  readOnly: boolean;
  onSelectSlot: (slot: { start: string; end: string; allDay: boolean }) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  /** A drag (move) or an edge drag (resize): the occurrence's new times. */
  onChangeTimes: (event: CalendarEvent, times: { start: string; end: string }) => void;
  /** The period shown, in the locale's words ("March 2026"), for the page's heading. */
  onTitleChange?: (title: string) => void;
}

/** The calendar grid (FullCalendar), coloured from the MUI theme, in the viewer's zone and locale. */
export function CalendarView(props: CalendarViewProps) {
  const { events, view, date, timeZone, locale, readOnly } = props;
  const theme = useTheme();
  const timeGrid = view === 'week' || view === 'day';
  const firstDay = FIRST_DAY_OF_WEEK[locale];
  const byOccurrence = new Map(events.map((event) => [event.occurrenceId, event]));
  const inputs: EventInput[] = events.map((event) => ({
    id: event.occurrenceId,
    title: event.title,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? event.end.slice(0, 10) : event.end,
    allDay: event.allDay,
    // The notes' tints keep text at 4.5:1 in both modes; the default colour is the theme's primary.
    color:
      event.color === 'default' ? theme.palette.primary.main : noteBackground(theme, event.color),
    contrastColor:
      event.color === 'default' ? theme.palette.primary.contrastText : theme.palette.text.primary,
  }));
  const keys = useKeyboardMoves({
    byOccurrence,
    timeGrid,
    rtl: theme.direction === 'rtl',
    zone: timeZone,
    enabled: !readOnly,
    onChangeTimes: props.onChangeTimes,
  });
  // A move (eventDrop) and a resize (eventResize) carry the same two things this needs.
  const changed = (info: Pick<EventDropInfo, 'event' | 'revert'>) => {
    const original = byOccurrence.get(info.event.id);
    if (!original || !info.event.start) return info.revert();
    const start = info.event.start.toISOString();
    const end = (info.event.end ?? new Date(info.event.start.getTime() + 3_600_000)).toISOString();
    props.onChangeTimes(original, { start, end });
    // The grid shows what `events` says: the page moves the event there (or asks first, for a
    // series), so FullCalendar's own copy of the move is dropped.
    info.revert();
  };
  return (
    <Box
      sx={calendarThemeVariables(theme)}
      data-color-scheme={theme.palette.mode}
      data-calendar-grid
      onKeyDown={keys.onKeyDown}
    >
      <Box id={keys.hintId} sx={visuallyHidden}>
        <FormattedMessage id="calendar.keyboard.hint" />
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {keys.announcement}
      </Box>
      <FullCalendar
        key={`${view}-${date}`}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        initialView={CALENDAR_VIEWS[view]}
        initialDate={date}
        headerToolbar={false}
        timeZone={timeZone}
        locale={LOCALES[locale]}
        firstDay={firstDay}
        direction={theme.direction}
        events={inputs}
        editable={!readOnly}
        selectable={!readOnly}
        height={timeGrid ? TIME_GRID_HEIGHT : 'auto'}
        scrollTime={initialScrollTime(view, date, firstDay, new Date(), timeZone)}
        eventTimeFormat={EVENT_TIME_FORMAT}
        slotHeaderFormat={SLOT_LABEL_FORMAT}
        dayMaxEvents={MONTH_CELL_EVENTS}
        nowIndicator
        eventColor={theme.palette.primary.main}
        eventContrastColor={theme.palette.primary.contrastText}
        select={(info: DateSelectInfo) =>
          props.onSelectSlot({
            start: info.start.toISOString(),
            end: info.end.toISOString(),
            allDay: info.allDay,
          })
        }
        eventClick={(info: EventClickInfo) => {
          const event = byOccurrence.get(info.event.id);
          if (event) props.onOpenEvent(event);
        }}
        eventDidMount={(info: EventDisplayInfo & { el: HTMLElement }) =>
          keys.onEventMounted(info.el, info.event.id)
        }
        datesSet={(info: DatesSetInfo) => props.onTitleChange?.(info.view.title)}
        eventDrop={changed}
        eventResize={changed}
      />
    </Box>
  );
}
