import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarViewProps } from './CalendarView';

// FullCalendar is most of the calendar page's weight: its chunk loads with the page's first
// render and nowhere else (docs/calendar.md, "Library choices").
const CalendarViewChunk = lazy(() =>
  import('./CalendarView').then((module) => ({ default: module.CalendarView })),
);

/** The grid, with a skeleton of its size while FullCalendar's chunk arrives. */
export function LazyCalendarView(props: CalendarViewProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={560}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'calendar.page.loading' })}
        />
      }
    >
      <CalendarViewChunk {...props} />
    </Suspense>
  );
}
