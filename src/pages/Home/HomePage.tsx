import Grid from '@mui/material/Grid';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { Greeting } from '@/components/home/Greeting';
import { SectionCard } from '@/components/home/SectionCard';
import { useAppSelector } from '@/state/hooks';
import { calendarLink, PATHS } from '@/routes/paths';
import { HomeNotes } from './HomeNotes';
import { HomeQuickNote } from './HomeQuickNote';
import { HomeRecentFiles } from './HomeRecentFiles';
import { HomeToday } from './HomeToday';

export interface HomePageProps {
  /** The moment the page greets for; stories pin it. */
  now?: Date;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/**
 * Each widget asks for its data in a component of its own, so an answer re-renders that widget,
 * not the whole page.
 */
export function HomePage({ now, slowThresholdMs }: HomePageProps) {
  const intl = useIntl();
  const user = useAppSelector((state) => state.session.user);
  const [mountedAt] = useState(() => new Date());
  const at = now ?? mountedAt;
  const sections = [
    { id: 'notebook', icon: AutoStoriesOutlined, to: PATHS.notebook },
    { id: 'calendar', icon: CalendarMonthOutlined, to: calendarLink(user?.username ?? '') },
    { id: 'fileAssistant', icon: TopicOutlined, to: PATHS.fileAssistant },
    { id: 'agent', icon: SmartToyOutlined, to: PATHS.agent },
  ];
  return (
    <>
      <Greeting name={user?.name ?? ''} now={at} />
      <Grid container spacing={LAYOUT.gridSpacing}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeQuickNote />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeToday now={at} slowThresholdMs={slowThresholdMs} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeRecentFiles slowThresholdMs={slowThresholdMs} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeNotes kind="pinned" slowThresholdMs={slowThresholdMs} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeNotes kind="recent" slowThresholdMs={slowThresholdMs} />
        </Grid>
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
