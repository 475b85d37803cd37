import Grid from '@mui/material/Grid';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { Greeting } from '@/components/Greeting';
import { NotesWidget } from '@/components/NotesWidget';
import { QuickNote } from '@/components/QuickNote';
import { RecentFilesWidget } from '@/components/RecentFilesWidget';
import { SectionCard } from '@/components/SectionCard';
import { TodayWidget } from '@/components/TodayWidget';
import { useAppSelector } from '@/state/hooks';
import { calendarLink, fileLink, newEventLink, newNoteLink, noteLink, PATHS } from '@/routes/paths';
import { useListFilesQuery } from '@/state/api/filesApi';
import { useHomeNotes } from './useHomeNotes';
import { useHomeToday } from './useHomeToday';
import { useQuickNoteSave } from './useQuickNoteSave';

export interface HomePageProps {
  /** The moment the page greets for; stories pin it. */
  now?: Date;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

export function HomePage({ now, slowThresholdMs }: HomePageProps) {
  const intl = useIntl();
  const user = useAppSelector((state) => state.session.user);
  const [mountedAt] = useState(() => new Date());
  const at = now ?? mountedAt;
  const { pinned, recent } = useHomeNotes();
  const today = useHomeToday(at);
  const quickNote = useQuickNoteSave();
  const files = useListFilesQuery({ sort: 'uploaded' });
  const sections = [
    { id: 'notebook', icon: AutoStoriesOutlined, to: PATHS.notebook },
    { id: 'calendar', icon: CalendarMonthOutlined, to: calendarLink(user?.username ?? '') },
    { id: 'fileAssistant', icon: TopicOutlined, to: PATHS.fileAssistant },
    { id: 'agent', icon: SmartToyOutlined, to: PATHS.agent },
  ];
  const widget = (kind: 'pinned' | 'recent', data: typeof pinned) => (
    <NotesWidget
      kind={kind}
      notes={data.notes}
      status={data.status}
      onRetry={data.retry}
      noteLink={noteLink}
      notebookLink={PATHS.notebook}
      newNoteLink={newNoteLink()}
      slowThresholdMs={slowThresholdMs}
    />
  );
  return (
    <>
      <Greeting name={user?.name ?? ''} now={at} />
      <Grid container spacing={LAYOUT.gridSpacing}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <QuickNote onSave={quickNote.save} saving={quickNote.saving} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TodayWidget
            events={today.events}
            status={today.status}
            onRetry={today.retry}
            timeZone={today.zone}
            now={at}
            eventLink={(event) => calendarLink(today.username, event.id)}
            calendarLink={calendarLink(today.username)}
            newEventLink={newEventLink(today.username)}
            slowThresholdMs={slowThresholdMs}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <RecentFilesWidget
            files={files.data?.items ?? []}
            status={files.isError ? 'error' : files.data ? 'ready' : 'loading'}
            onRetry={() => void files.refetch()}
            fileLink={(id) => fileLink(id)}
            pageLink={PATHS.fileAssistant}
            slowThresholdMs={slowThresholdMs}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{widget('pinned', pinned)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{widget('recent', recent)}</Grid>
        {sections.map((section) => (
          <Grid key={section.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <SectionCard
              icon={section.icon}
              to={section.to}
              title={intl.formatMessage({ id: `menu.${section.id}` })}
              description={intl.formatMessage({ id: `home.section.${section.id}` })}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
